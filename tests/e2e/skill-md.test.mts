/**
 * The agent skill (src/plugins/llms/skill-md.ts) in the built site: /skill.md
 * and the two discovery indexes under /.well-known, their structure as the
 * Agent Skills format and the discovery index define it, and every link in
 * the skill resolving to a file of the build (with its anchor, for an error
 * code). No browser: the files and a static server are enough.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import YAML from 'yaml';
import { llmsPluginOptions } from '../../config/llms.ts';
import { API_SPECS } from '../../config/openapi.ts';
import { normalizedSiteLocation } from '../../config/site-location.ts';
import { startStaticServer, type StaticServer } from '../support/server.mts';
import { BUILD_DIR, requireBuild, ROOT } from '../support/site.mts';

const skill = llmsPluginOptions.skill!;
const read = (file: string) => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Front matter and body, split as the Agent Skills format puts them: `---`, YAML, `---`, Markdown. */
function parseSkill(text: string): { meta: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  assert.ok(match, 'starts with a YAML front matter between --- lines');
  const meta = YAML.parse(match[1], { strict: true, uniqueKeys: true }) as Record<string, unknown>;
  assert.equal(typeof meta, 'object');
  return { meta, body: match[2] };
}

/** The `## ` and `### ` headings of the body. */
const headings = (body: string, level: number) =>
  [...body.matchAll(new RegExp(`^${'#'.repeat(level)} (.+)$`, 'gm'))].map((m) => m[1]);

let server: StaticServer;
before(async () => {
  requireBuild();
  server = await startStaticServer(BUILD_DIR);
});
after(() => server?.close());

describe('skill.md', () => {
  it('has the Agent Skills front matter: a valid name and a description of at most 1024 characters, nothing else', () => {
    const { meta } = parseSkill(read('skill.md'));
    assert.deepEqual(Object.keys(meta).sort(), ['description', 'name']);
    assert.equal(meta.name, skill.name);
    assert.match(String(meta.name), /^(?!-)(?!.*--)[a-z0-9-]{1,64}(?<!-)$/);
    assert.equal(typeof meta.description, 'string');
    assert.ok(
      String(meta.description).length > 50 && String(meta.description).length <= 1024,
      `${String(meta.description).length} characters`,
    );
  });

  it('says what the platform is, how to read the docs, and has one section per task, each with its pages', () => {
    const { body } = parseSkill(read('skill.md'));
    assert.match(body, /^\n?# .+\n\n.*issues, holds and verifies digital credentials/);
    assert.deepEqual(headings(body, 2), ['How to use this documentation', 'Tasks']);
    assert.deepEqual(headings(body, 3), skill.tasks);
    for (const task of body.split(/^### /m).slice(1)) {
      assert.match(task, /^Pages:\n\n- \[/m, `${task.split('\n')[0]} lists its pages`);
    }
  });

  it('gives the operations of a task with their request and the permission from the spec', () => {
    const { body } = parseSkill(read('skill.md'));
    const issue = body.split(/^### /m).find((task) => task.startsWith('Issue\n'))!;
    // The issuing guide creates a credential: Core's POST /api/credential/v1, which needs CREDENTIAL_CREATE in the spec.
    const spec = YAML.parse(fs.readFileSync(path.join(ROOT, API_SPECS.core.spec), 'utf8')) as {
      paths: Record<string, Record<string, { 'x-permissions'?: string[] }>>;
    };
    const permissions = spec.paths['/api/credential/v1'].post['x-permissions'] ?? [];
    assert.ok(permissions.length > 0);
    const row = issue.split('\n').find((line) => line.includes('`POST /api/credential/v1`'));
    assert.ok(row, 'the Issue task lists POST /api/credential/v1');
    assert.match(row, /^\| \[[^\]]+\]\(https?:\/\/[^)]+\/reference\/core\/post-credential\) \| Core API \| /);
    for (const permission of permissions) assert.ok(row.includes(`\`${permission}\``), `${permission} in ${row}`);
    assert.match(issue, /^Error codes: \[`BR_\d{4}`\]\(/m, 'and the error codes its pages name');
  });

  it('links only addresses the build serves, error codes to their own entry', async () => {
    const { body } = parseSkill(read('skill.md'));
    const links = [...new Set([...body.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]))];
    assert.ok(links.length > 200, `${links.length} links`);
    const errorsPage = read('reference/errors.html');
    const broken: string[] = [];
    for (const link of links) {
      const url = new URL(link);
      assert.equal(url.origin, new URL(normalizedSiteLocation(process.env).url).origin, `${link} is on the site`);
      const response = await fetch(`${server.url}${url.pathname}`);
      await response.arrayBuffer();
      if (response.status !== 200) broken.push(`${link} (${response.status})`);
      if (
        url.hash &&
        !new RegExp(`id="?${url.hash.slice(1)}[" >]`).test(
          url.pathname.startsWith('/reference/errors') ? errorsPage : read(`${url.pathname.slice(1)}.html`),
        )
      ) {
        broken.push(`${link} (no anchor)`);
      }
    }
    assert.deepEqual(broken, []);
  });
});

describe('skill discovery under /.well-known', () => {
  it('agent-skills/index.json (v0.2.0) lists the skill with the digests of the file served next to it', async () => {
    const response = await fetch(`${server.url}/.well-known/agent-skills/index.json`);
    assert.equal(response.status, 200);
    const index = (await response.json()) as {
      version: string;
      skills: Array<{
        name: string;
        description: string;
        digest: string;
        files: Array<{ path: string; digest: string }>;
      }>;
    };
    assert.equal(index.version, '0.2.0');
    assert.equal(index.skills.length, 1);
    const [entry] = index.skills;
    const { meta } = parseSkill(read('skill.md'));
    assert.equal(entry.name, meta.name);
    assert.equal(entry.description, meta.description);
    assert.deepEqual(
      entry.files.map((file) => file.path),
      ['SKILL.md'],
    );

    const served = await (await fetch(`${server.url}/.well-known/agent-skills/${entry.name}/SKILL.md`)).text();
    assert.equal(served, read('skill.md'), 'the same file as /skill.md');
    assert.equal(entry.files[0].digest, `sha256:${sha256(served)}`);
    assert.equal(entry.digest, `sha256:${sha256(`SKILL.md\0${sha256(served)}\n`)}`);
  });

  it('skills/index.json (v0.1.0, what `npx skills add <site>` falls back to) lists the same skill by path', async () => {
    const response = await fetch(`${server.url}/.well-known/skills/index.json`);
    assert.equal(response.status, 200);
    const index = (await response.json()) as { skills: Array<{ name: string; description: string; files: string[] }> };
    assert.deepEqual(
      index.skills.map(({ name, files }) => ({ name, files })),
      [{ name: skill.name, files: ['SKILL.md'] }],
    );
    const served = await fetch(`${server.url}/.well-known/skills/${skill.name}/SKILL.md`);
    assert.equal(served.status, 200);
    assert.equal(await served.text(), read('skill.md'));
  });

  it('/skill.md is served', async () => {
    const response = await fetch(`${server.url}/skill.md`);
    assert.equal(response.status, 200);
    assert.equal(await response.text(), read('skill.md'));
  });
});
