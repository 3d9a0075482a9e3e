/**
 * The changelog page of one API between two neighbouring versions, as MDX:
 * breaking changes first, then added operations, then the other changes, each
 * operation linked to its page in the version that has it.
 */
import type { Change, OperationRef, SpecDiff } from './diff.ts';
import { isEmptyDiff } from './diff.ts';
import { changelogEntryAnchor, type ChangelogSection } from './routes.ts';

export interface ChangelogPage {
  api: string;
  /** e.g. "Core API". */
  apiLabel: string;
  from: string;
  to: string;
  /** Route of a version's reference (`/reference` or `/reference/<label>`). */
  versionRoute: (version: string) => string;
  diff: SpecDiff;
  /** The older version's spec is inferred from the newer one, so no change can show. */
  inferred: boolean;
  /** Place in the changelog sidebar (the APIs in the order of the reference). */
  position?: number;
}

/** Text that MDX would otherwise read as JSX or an expression. */
const escapeMdx = (text: string) => text.replace(/[{}<>]/g, (c) => `&#${c.charCodeAt(0)};`);

const link = (page: ChangelogPage, version: string, op: OperationRef) =>
  `[${op.method} \`${op.path}\`](${page.versionRoute(version)}/${page.api}/${op.slug}) (${escapeMdx(op.summary)})`;

/**
 * The target an operation page's history and the API-change feed link to. A `<Link>`, not a
 * literal `<a>`: MDX renders a literal tag as it is, and only the Link component reports its
 * id to the build's broken-anchor check. The margin keeps the entry clear of the sticky navbar.
 */
const anchor = (section: ChangelogSection, op: OperationRef) =>
  `<Link id="${changelogEntryAnchor(section, op.slug)}" style={{ scrollMarginTop: 'calc(var(--ifm-navbar-height) + 0.5rem)' }} />`;

const entry = (page: ChangelogPage, section: ChangelogSection, version: string, op: OperationRef) =>
  `${anchor(section, op)}${link(page, version, op)}`;

/** Changes grouped under their operation, in the order given. */
function byOperation(page: ChangelogPage, section: ChangelogSection, changes: Change[]): string[] {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const key = `${change.operation.method} ${change.operation.path}`;
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  return [...groups.values()].flatMap((group) => [
    `- ${entry(page, section, page.to, group[0].operation)}`,
    ...group.map((change) => `  - ${change.message}`),
  ]);
}

export function renderChangelogPage(page: ChangelogPage): string {
  const { diff, from, to, apiLabel } = page;
  const breaking = diff.changed.filter((c) => c.breaking);
  const other = diff.changed.filter((c) => !c.breaking);
  const counts = `${diff.removed.length} removed, ${diff.added.length} added and ${new Set(diff.changed.map((c) => c.operation.path + c.operation.method)).size} changed operations`;
  const lines = [
    '---',
    `title: ${JSON.stringify(`${apiLabel} changes from Core ${from} to ${to}`)}`,
    `description: ${JSON.stringify(`What changed in the ${apiLabel} from Core ${from} to Core ${to}: ${counts}, breaking changes first.`)}`,
    `sidebar_label: ${JSON.stringify(`${apiLabel.replace(/ API$/, '')} ${from} → ${to}`)}`,
    ...(page.position === undefined ? [] : [`sidebar_position: ${page.position}`]),
    '---',
    '',
    "import Link from '@docusaurus/Link';",
    '',
    `This page lists what changed in the ${apiLabel} from Core ${from} ([reference](${page.versionRoute(from)}/${page.api}/${slugOfLabel(apiLabel)})) to Core ${to} ([reference](${page.versionRoute(to)}/${page.api}/${slugOfLabel(apiLabel)})). ` +
      'It is generated from the two OpenAPI documents at build time. A change is breaking when a client written for the older version may fail: ' +
      'a request it sends is no longer accepted or no longer has the same effect, or a response it reads lacks a field or carries a value it does not know. ' +
      'A renamed field shows as one field removed and another added.',
    '',
  ];
  if (isEmptyDiff(diff)) {
    lines.push(
      page.inferred
        ? `No changes: the ${apiLabel} has no public source to read its Core ${from} release from, so the ${from} reference repeats the ${to} one and no change can be shown.`
        : `No changes: the two OpenAPI documents describe the same operations, parameters and fields.`,
      '',
    );
    return lines.join('\n');
  }
  lines.push(`In short: ${counts}; ${diff.removed.length + breaking.length} breaking changes.`, '');
  lines.push('## Breaking changes', '');
  if (!diff.removed.length && !breaking.length) lines.push('None.', '');
  if (diff.removed.length) {
    lines.push(`### Removed operations`, '', ...diff.removed.map((op) => `- ${entry(page, 'removed', from, op)}`), '');
  }
  if (breaking.length) lines.push('### Changed operations', '', ...byOperation(page, 'breaking', breaking), '');
  lines.push('## Added operations', '');
  lines.push(...(diff.added.length ? diff.added.map((op) => `- ${entry(page, 'added', to, op)}`) : ['None.']), '');
  lines.push('## Other changes', '');
  lines.push(...(other.length ? byOperation(page, 'changed', other) : ['None.']), '');
  return lines.join('\n');
}

/** The slug of an API's info page (the generator's kebab case of the API's title). */
function slugOfLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
