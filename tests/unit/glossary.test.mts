/** The glossary data behind /glossary and <Term>: size, unique ids and terms, links to pages that exist. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { glossary, type GlossaryTerm } from '../../src/data/glossary.ts';
import { groupByLetter, letterOf } from '../../src/components/GlossaryList/group.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Whether a site route (anchor ignored) has a source file in docs/ or reference/. */
function routeExists(link: string): boolean {
  const route = link.split('#')[0].replace(/\/$/, '');
  const [dir, rest] = route.startsWith('/reference')
    ? ['reference', route.slice('/reference'.length)]
    : ['docs', route];
  const base = path.join(ROOT, dir, rest);
  return ['.mdx', '.md', '/index.mdx', '/index.md', '.api.mdx'].some((ext) => fs.existsSync(base + ext));
}

/** Every problem with a list of terms, one message each; empty when the list is fine. */
function glossaryProblems(terms: readonly GlossaryTerm[], exists: (link: string) => boolean = routeExists): string[] {
  const problems: string[] = [];
  const seenIds = new Set<string>();
  const seenTerms = new Set<string>();
  for (const t of terms) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(t.id)) problems.push(`${t.id}: id is not lowercase kebab case`);
    if (seenIds.has(t.id)) problems.push(`${t.id}: duplicate id`);
    seenIds.add(t.id);
    const name = t.term.toLowerCase();
    if (seenTerms.has(name)) problems.push(`${t.id}: duplicate term "${t.term}"`);
    seenTerms.add(name);
    const sentences = t.definition.split(/(?<=[.!?])\s+(?=[A-Z`])/).filter(Boolean).length;
    if (sentences < 1 || sentences > 2)
      problems.push(`${t.id}: definition has ${sentences} sentences, 1 or 2 expected`);
    if (/TODO|lorem|coming soon/i.test(t.definition)) problems.push(`${t.id}: placeholder text`);
    if (!t.link.startsWith('/') || !exists(t.link)) problems.push(`${t.id}: link ${t.link} is not a page of the site`);
  }
  return problems;
}

describe('glossary data', () => {
  it('has at least 60 terms', () => {
    assert.ok(glossary.length >= 60, `only ${glossary.length} terms`);
  });

  it('has unique kebab-case ids and terms, short definitions and links to existing pages', () => {
    assert.deepEqual(glossaryProblems(glossary), []);
  });

  it('reports a seeded duplicate id, a duplicate term and a link to a missing page', () => {
    const first = glossary[0];
    const seeded: GlossaryTerm[] = [
      first,
      { ...first, term: 'Something else' },
      { ...glossary[1], id: 'another-id', term: first.term.toUpperCase() },
      { ...glossary[2], id: 'Bad_Id', link: '/no-such-page-anywhere' },
      { ...glossary[3], id: 'chatty', definition: 'One. Two. Three.' },
    ];
    const problems = glossaryProblems(seeded);
    assert.ok(problems.includes(`${first.id}: duplicate id`), problems.join('\n'));
    assert.ok(
      problems.some((p) => p.startsWith('another-id: duplicate term')),
      problems.join('\n'),
    );
    assert.ok(problems.includes('Bad_Id: id is not lowercase kebab case'), problems.join('\n'));
    assert.ok(problems.includes('Bad_Id: link /no-such-page-anywhere is not a page of the site'), problems.join('\n'));
    assert.ok(problems.includes('chatty: definition has 3 sentences, 1 or 2 expected'), problems.join('\n'));
  });

  it('resolves guide and reference routes, with and without anchors', () => {
    assert.ok(routeExists('/trust'));
    assert.ok(routeExists('/configure/core#scheduled-tasks'));
    assert.ok(routeExists('/reference/apis'));
    assert.equal(routeExists('/reference/no-such-page'), false);
  });
});

describe('glossary grouping', () => {
  it('files terms under their first letter, digits under #', () => {
    assert.equal(letterOf('did:web'), 'D');
    assert.equal(letterOf('eIDAS 2.0'), 'E');
    assert.equal(letterOf('18013-5'), '#');
  });

  it('keeps every term exactly once, in sorted letter groups whose anchors no term id uses', () => {
    const groups = groupByLetter(glossary);
    assert.equal(
      groups.reduce((n, g) => n + g.terms.length, 0),
      glossary.length,
    );
    const letters = groups.map((g) => g.letter);
    assert.deepEqual(letters, [...letters].sort());
    const ids = new Set(glossary.map((t) => t.id));
    for (const g of groups) {
      assert.equal(ids.has(g.anchor), false, `${g.anchor} collides with a term id`);
      for (const t of g.terms) assert.equal(letterOf(t.term), g.letter);
    }
  });
});
