/**
 * The site's agent skill: one SKILL.md in the Agent Skills format
 * (https://agentskills.io/specification: YAML front matter with `name` and
 * `description`, then Markdown), made from the data llms.txt is made from,
 * so a renamed page, a new operation or a changed permission reaches it with
 * the next build. The plugin (index.ts) serves the same file where agents
 * look for it:
 *
 * - `/skill.md`, the documentation-site convention (`<site>/skill.md`);
 * - `/.well-known/agent-skills/index.json` with `<name>/SKILL.md`, the Agent
 *   Skills discovery index (v0.2.0: files as objects with SHA-256 digests);
 * - `/.well-known/skills/index.json` with `<name>/SKILL.md`, the earlier
 *   index (v0.1.0: files as a list of paths), which `npx skills add <site>`
 *   falls back to when it cannot read the newer one.
 *
 * Pure: facts in, text out.
 */
import { createHash } from 'node:crypto';
import YAML from 'yaml';

/** The file name inside a skill's folder, and the one at the site root. */
export const SKILL_FILE = 'SKILL.md';
export const ROOT_SKILL_FILE = 'skill.md';
export const WELL_KNOWN_INDEXES = { current: '.well-known/agent-skills', legacy: '.well-known/skills' } as const;

/** Agent Skills `name`: 1 to 64 lower-case letters, digits and single hyphens, not at either end. */
export const SKILL_NAME = /^(?!-)(?!.*--)[a-z0-9-]{1,64}(?<!-)$/;
export const MAX_DESCRIPTION_LENGTH = 1024;

export interface SkillPage {
  title: string;
  url: string;
  markdownUrl: string;
  description: string;
}

export interface SkillOperation {
  /** The API's name as the reference titles it, e.g. `Core API`. */
  api: string;
  method: string;
  path: string;
  summary: string;
  url: string;
  /** The operation's `x-permissions`; empty when it needs none. */
  permissions: string[];
  deprecated: boolean;
}

export interface SkillTask {
  title: string;
  /** The section's pages; the first says what the task covers. */
  pages: SkillPage[];
  operations: SkillOperation[];
  errorCodes: Array<{ code: string; url: string }>;
}

export interface SkillInput {
  name: string;
  description: string;
  title: string;
  /** What the platform is (llms.txt's summary). */
  summary: string;
  /** Absolute URLs of the site-wide resources the body points to. */
  links: { llmsTxt: string; llmsFull: string; permissions: string; errors: string };
  tasks: SkillTask[];
}

/** Refuses what the Agent Skills format does not allow, with a message naming the fix. */
export function checkSkillMetadata(name: string, description: string): void {
  if (!SKILL_NAME.test(name))
    throw new Error(`[llms] skill name "${name}" must be 1 to 64 lower-case letters, digits and single hyphens`);
  const length = description.trim().length;
  if (length === 0 || length > MAX_DESCRIPTION_LENGTH) {
    throw new Error(`[llms] skill description must be 1 to ${MAX_DESCRIPTION_LENGTH} characters, not ${length}`);
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const linkText = (text: string) => oneLine(text).replace(/[[\]]/g, '\\$&');

export function renderSkillMd(input: SkillInput): string {
  checkSkillMetadata(input.name, input.description);
  const frontMatter = YAML.stringify(
    { name: input.name, description: oneLine(input.description) },
    { lineWidth: 0 },
  ).trim();
  const out = [
    '---',
    frontMatter,
    '---',
    '',
    `# ${oneLine(input.title)}`,
    '',
    oneLine(input.summary),
    '',
    '## How to use this documentation',
    '',
    `- Every page has a Markdown version at the same address with \`.md\` appended; the links below point to those. [llms.txt](${input.links.llmsTxt}) lists every page, [llms-full.txt](${input.links.llmsFull}) holds them all in one file.`,
    `- An operation's page gives its request, responses and the permission it needs; [Permissions](${input.links.permissions}) lists which operations each permission allows.`,
    `- A failed Core API call answers with a \`code\` such as \`BR_0001\`; [Error codes](${input.links.errors}) explains each code and what to change.`,
    '',
    '## Tasks',
    '',
    'Each task lists the pages that explain it, the API operations those pages use (with the permission each needs) and the error codes they name.',
  ];
  for (const task of input.tasks) {
    out.push('', `### ${oneLine(task.title)}`, '', 'Pages:', '');
    for (const page of task.pages) {
      const description = oneLine(page.description);
      out.push(`- [${linkText(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`);
    }
    if (task.operations.length) {
      out.push('', 'Operations:', '', '| Operation | API | Request | Permission |', '| --- | --- | --- | --- |');
      for (const op of task.operations) {
        const permissions = op.permissions.length ? op.permissions.map((p) => `\`${p}\``).join(', ') : 'none';
        out.push(
          `| [${linkText(op.summary)}](${op.url})${op.deprecated ? ' (deprecated)' : ''} | ${op.api} | \`${op.method} ${op.path}\` | ${permissions} |`,
        );
      }
    }
    if (task.errorCodes.length) {
      out.push('', `Error codes: ${task.errorCodes.map(({ code, url }) => `[\`${code}\`](${url})`).join(', ')}`);
    }
  }
  return `${out.join('\n').trim()}\n`;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The discovery index (v0.2.0) for one skill made of SKILL.md alone: the
 * file's digest, and the skill's digest over its sorted `path\0hex\n` lines.
 */
export function agentSkillsIndex(name: string, description: string, skillMd: string) {
  const hex = sha256(skillMd);
  const skillDigest = createHash('sha256').update(`${SKILL_FILE}\0${hex}\n`, 'utf8').digest('hex');
  return {
    version: '0.2.0',
    skills: [
      {
        name,
        description: oneLine(description),
        digest: `sha256:${skillDigest}`,
        files: [{ path: SKILL_FILE, digest: `sha256:${hex}` }],
      },
    ],
  };
}

/** The earlier index (v0.1.0): files as plain paths. */
export function legacySkillsIndex(name: string, description: string) {
  return { skills: [{ name, description: oneLine(description), files: [SKILL_FILE] }] };
}
