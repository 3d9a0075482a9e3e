/**
 * "History" on each operation page of the current reference: the Core release
 * that added the operation (among the releases the reference covers), what
 * changed in each later release with the breaking changes marked, each linking
 * its entry on the API changelog page, and for a deprecated operation since
 * when and what replaces it. Written into the generated MDX as plain Markdown
 * after the responses, so it is static HTML with no script of its own.
 * The facts come from the published specs (./api-changelog/history.ts).
 */
import type { OperationHistory, ReleaseChanges } from './api-changelog/history.ts';

/** Text that MDX would otherwise read as JSX or an expression (the changes' messages are Markdown with code spans). */
const escapeMdx = (text: string) => text.replace(/[{}<>]/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeLinkText = (text: string) => text.replace(/[[\]\\<>{}*_`]/g, (c) => `\\${c}`);

/** The section's heading; Docusaurus gives it the id `history`, which links to the section use. */
const HISTORY_HEADING = '## History';

function releaseLine(release: ReleaseChanges): string[] {
  const links = release.entries.map(
    (entry) => `[${entry.breaking ? 'breaking changes' : 'other changes'}](${entry.href})`,
  );
  const changes = release.entries.flatMap((entry) => entry.changes);
  return [
    `- **Core ${release.version}:** changed since Core ${release.from} (changelog: ${links.join(', ')}):`,
    ...changes.map((change) => `  - ${change.breaking ? '**Breaking:** ' : ''}${escapeMdx(change.message)}`),
  ];
}

/** The section's Markdown. `api` is the API's folder under /reference, `apiLabel` its name ("Core API"). */
export function renderHistory(history: OperationHistory, api: string, apiLabel: string): string {
  const lines = [HISTORY_HEADING, ''];
  if (history.added) {
    lines.push(
      `- **Core ${history.added.to}:** added since Core ${history.added.from} (changelog: [added operations](${history.added.href})).`,
    );
  } else if (history.oldestCovered) {
    lines.push(`- **Core ${history.oldestKnown}:** present in the oldest release this reference covers.`);
  } else {
    lines.push(
      `- **Core ${history.oldestKnown}:** in the ${apiLabel}. The ${apiLabel} has no public source for older releases, so whether the operation was added or changed before is not known.`,
    );
  }
  for (const release of history.changes) lines.push(...releaseLine(release));
  const { deprecated } = history;
  if (deprecated) {
    // the reference covers some releases only: a deprecation is placed between two of them, never dated finer than that
    const since = !deprecated.since
      ? ' (since when is not known: the API has no public source for older releases)'
      : deprecated.sinceOldest
        ? ` in Core ${deprecated.since}, the oldest release this reference covers`
        : ` in Core ${deprecated.since}${deprecated.notIn ? `, not yet in Core ${deprecated.notIn}` : ''}`;
    const replacements = deprecated.replacements.map(
      (op) => `[${escapeLinkText(op.summary)}](/reference/${api}/${op.slug})`,
    );
    const by = replacements.length
      ? `: replaced by ${replacements.length > 1 ? `${replacements.slice(0, -1).join(', ')} and ${replacements.at(-1)}` : replacements[0]}.`
      : '. The spec names no operation that replaces it.';
    lines.push(`- **Deprecated**${since}${by}`);
  }
  return `${lines.join('\n')}\n`;
}
