/** The text form of Mermaid diagrams (src/theme/Mermaid/outline.ts), shown in their place without JavaScript. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { outlineDiagram } from '../../src/theme/Mermaid/outline.ts';
import { sourceDiagrams } from '../support/diagrams.mts';

describe('diagram outline', () => {
  it('reads every diagram of the guides and the reference whole', () => {
    const diagrams = sourceDiagrams();
    assert.ok(diagrams.length > 0);
    const unread = diagrams.flatMap(({ file, source }) => {
      const outline = outlineDiagram(source);
      if (!outline) return [`${file}: unknown kind "${source.trim().split('\n')[0]}"`];
      if (outline.items.length === 0) return [`${file}: nothing read`];
      return outline.unread.map((line) => `${file}: ${line}`);
    });
    assert.deepEqual(unread, []);
  });

  it('reads a sequence diagram as messages between named participants, blocks as nested steps', () => {
    const outline = outlineDiagram(
      [
        'sequenceDiagram',
        '  autonumber',
        '  participant You as Your script',
        '  participant C as Core',
        '  You->>C: POST /api/key/v1',
        '  alt key exists',
        '    C-->>You: 409',
        '  else',
        '    C-->>You: 201',
        '  end',
        '  C->>C: Store',
        '  Note over You,C: Done',
      ].join('\n'),
    )!;
    assert.equal(outline.summary, 'Sequence between Your script and Core, in order:');
    assert.equal(outline.ordered, true);
    assert.deepEqual(outline.items, [
      { text: 'Your script → Core: POST /api/key/v1' },
      { text: 'If key exists:', children: [{ text: 'Core → Your script: 409' }] },
      { text: 'Otherwise:', children: [{ text: 'Core → Your script: 201' }] },
      { text: 'Core: Store' },
      { text: 'Note at Your script and Core: Done' },
    ]);
    assert.deepEqual(outline.unread, []);
  });

  it("leaves out Mermaid's layout hints: init directives and wrap prefixes", () => {
    const outline = outlineDiagram(
      [
        '%%{init: {"sequence": {"width": 120}}}%%',
        'sequenceDiagram',
        '  participant A as Core',
        '  A->>A: nowrap:Validate<br/>token',
      ].join('\n'),
    )!;
    assert.deepEqual(outline.items, [{ text: 'Core: Validate token' }]);
    assert.deepEqual(outline.unread, []);
  });

  it('reads a flowchart as arrows between labelled nodes, with groups, labels and dashed arrows', () => {
    const outline = outlineDiagram(
      [
        'flowchart TD',
        '  Q{Ready?} -- yes --> A[Issue<br/>now]:::current',
        '  Q -->|no| W[(Wait)] -.-> Q',
        '  subgraph G[Later]',
        '    L["Step (optional)"]',
        '  end',
        '  classDef current fill:#000',
      ].join('\n'),
    )!;
    assert.deepEqual(outline.items, [
      { text: 'Ready? → Issue now (yes)' },
      { text: 'Ready? → Wait (no)' },
      { text: 'Wait → Ready? (dashed arrow)' },
      { text: 'Later', children: [{ text: 'Step (optional)' }] },
    ]);
    assert.deepEqual(outline.unread, []);
  });

  it('reads a state diagram as transitions from Start to End', () => {
    const outline = outlineDiagram(
      [
        'stateDiagram-v2',
        '  [*] --> CREATED: POST /api/credential/v1',
        '  CREATED --> PENDING: share',
        '  PENDING --> [*]',
      ].join('\n'),
    )!;
    assert.deepEqual(
      outline.items.map((item) => item.text),
      ['Start → CREATED: POST /api/credential/v1', 'CREATED → PENDING: share', 'PENDING → End'],
    );
  });

  it('returns what it cannot read, and nothing for an unknown kind of diagram', () => {
    assert.deepEqual(outlineDiagram('flowchart LR\n  A --> B\n  A & B --> C')!.unread, ['A & B --> C']);
    assert.equal(outlineDiagram('pie title Pets\n  "Dogs" : 3'), null);
  });
});
