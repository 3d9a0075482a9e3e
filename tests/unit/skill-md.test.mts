/** The agent skill's text and discovery indexes (src/plugins/llms/skill-md.ts), from facts, without a build. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import YAML from 'yaml';
import {
  agentSkillsIndex,
  checkSkillMetadata,
  legacySkillsIndex,
  renderSkillMd,
  type SkillInput,
} from '../../src/plugins/llms/skill-md.ts';

const input: SkillInput = {
  name: 'example-docs',
  description: 'Work with Example: issue things. Use when: a task needs "quotes", colons and # signs.',
  title: 'Example documentation',
  summary: 'Example is a platform.',
  links: {
    llmsTxt: 'https://docs.example.org/llms.txt',
    llmsFull: 'https://docs.example.org/llms-full.txt',
    permissions: 'https://docs.example.org/permissions.md',
    errors: 'https://docs.example.org/reference/errors.md',
  },
  tasks: [
    {
      title: 'Issue',
      pages: [
        {
          title: 'Issue [a] thing',
          url: 'https://docs.example.org/issue',
          markdownUrl: 'https://docs.example.org/issue.md',
          description: 'Create, then offer.',
        },
      ],
      operations: [
        {
          api: 'Core API',
          method: 'POST',
          path: '/api/thing/v1',
          summary: 'Create thing',
          url: 'https://docs.example.org/reference/core/post-thing',
          permissions: ['THING_CREATE'],
          deprecated: false,
        },
        {
          api: 'Core API',
          method: 'GET',
          path: '/api/old/v1',
          summary: 'Old thing',
          url: 'https://docs.example.org/reference/core/get-old',
          permissions: [],
          deprecated: true,
        },
      ],
      errorCodes: [{ code: 'BR_0001', url: 'https://docs.example.org/reference/errors#BR_0001' }],
    },
  ],
};

describe('skill.md text', () => {
  it('starts with YAML front matter that parses back to the name and description, whatever characters they hold', () => {
    const text = renderSkillMd(input);
    const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
    assert.ok(match);
    assert.deepEqual(YAML.parse(match[1]), { name: input.name, description: input.description });
  });

  it('lists each task with its pages, operations (request and permission) and error codes', () => {
    const text = renderSkillMd(input);
    assert.match(
      text,
      /^### Issue\n\nPages:\n\n- \[Issue \\\[a\\\] thing\]\(https:\/\/docs\.example\.org\/issue\.md\): Create, then offer\.$/m,
    );
    assert.match(
      text,
      /^\| \[Create thing\]\(https:\/\/docs\.example\.org\/reference\/core\/post-thing\) \| Core API \| `POST \/api\/thing\/v1` \| `THING_CREATE` \|$/m,
    );
    assert.match(text, /^\| \[Old thing\]\([^)]+\) \(deprecated\) \| Core API \| `GET \/api\/old\/v1` \| none \|$/m);
    assert.match(text, /^Error codes: \[`BR_0001`\]\(https:\/\/docs\.example\.org\/reference\/errors#BR_0001\)$/m);
  });

  it('refuses a name or description the Agent Skills format does not allow', () => {
    for (const name of ['Example', 'example--docs', '-example', 'example-', 'a'.repeat(65), '']) {
      assert.throws(() => checkSkillMetadata(name, 'ok'), /skill name .* must be 1 to 64 lower-case letters/, name);
    }
    assert.throws(
      () => checkSkillMetadata('ok', 'x'.repeat(1025)),
      /description must be 1 to 1024 characters, not 1025/,
    );
    assert.throws(() => renderSkillMd({ ...input, description: ' ' }), /not 0/);
  });
});

describe('discovery indexes', () => {
  it('v0.2.0: the file digest is SHA-256 of its bytes, the skill digest SHA-256 of "path\\0hex\\n" (the RFC worked example\'s first file)', () => {
    const index = agentSkillsIndex('hello', 'Says hello.', '# Hello\n');
    const fileHex = '90f8ec5669cd34183b9b0fdf8b94f5efb4c3672876330f4aa76088c2b4ad17be';
    assert.deepEqual(index.skills[0].files, [{ path: 'SKILL.md', digest: `sha256:${fileHex}` }]);
    assert.equal(
      index.skills[0].digest,
      `sha256:${createHash('sha256').update(`SKILL.md\0${fileHex}\n`).digest('hex')}`,
    );
    assert.equal(index.version, '0.2.0');
  });

  it('v0.1.0: files as plain paths', () => {
    assert.deepEqual(legacySkillsIndex('hello', 'Says\nhello.'), {
      skills: [{ name: 'hello', description: 'Says hello.', files: ['SKILL.md'] }],
    });
  });
});
