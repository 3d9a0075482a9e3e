/** The Rust lexing the inventory extractors share. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matchBracket, stripComments, takeAttributes } from '../../scripts/inventory/rust-lexer.ts';

describe('Rust lexer', () => {
  it('blanks comments but keeps offsets, line breaks and literals', () => {
    const text = 'a /* x\ny */ b // z\nc = "// kept";';
    const stripped = stripComments(text);
    assert.equal(stripped.length, text.length);
    assert.equal(stripped.split('\n').length, 3);
    assert.match(stripped, /"\/\/ kept"/);
    assert.doesNotMatch(stripped, /[xyz]/);
  });

  it('finds the end of a bracket group past brackets inside literals', () => {
    const text = 'f("(", \')\', r#"{"#, [1, 2]) tail';
    assert.equal(text.slice(0, matchBracket(text, 1)), 'f("(", \')\', r#"{"#, [1, 2])');
  });

  it('takes outer attributes and skips inner ones', () => {
    assert.deepEqual(takeAttributes('#![allow(x)]\n#[derive(Debug)] #[serde(rename_all = "camelCase")] struct A;'), {
      attrs: ['derive(Debug)', 'serde(rename_all = "camelCase")'],
      rest: 'struct A;',
    });
  });
});
