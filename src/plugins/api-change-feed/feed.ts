/**
 * The RSS 2.0 and Atom 1.0 documents of the API changelog, written with the
 * `feed` library (as the release-notes feeds are): one item per changelog entry
 * (an operation removed, added or changed between two Core releases), a
 * breaking one titled "Breaking:" first, linking to the entry on its changelog
 * page and dated by the newer release.
 */
import { channelFeed, type FeedChannel } from '../feed-channel';
import type { ChangelogEntry } from '../../../scripts/reference/api-changelog/entries';

/** The channel's `pageUrl` is the newest changelog page. */
export interface ApiChangeFeedSite extends FeedChannel {
  /** Absolute address of a site route. */
  absolute: (route: string) => string;
  /** The name of an API ("Core API"). */
  apiLabel: (api: ChangelogEntry['api']) => string;
  /** The day a Core release came out (config/api-versions.ts `released`). */
  released: (version: string) => Date;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
/** A change's message is Markdown with code spans only. */
const messageHtml = (message: string) => escapeHtml(message).replace(/`([^`]+)`/g, '<code>$1</code>');
const messageText = (message: string) => message.replace(/`([^`]+)`/g, '$1');

const VERB: Record<ChangelogEntry['section'], string> = {
  removed: 'removed',
  added: 'added',
  breaking: 'changed',
  changed: 'changed',
};

/** The title of an entry: "Breaking: Core API 1.70 → 1.74: List DIDs (GET /api/did/v1) changed". */
export function entryTitle(entry: ChangelogEntry, apiLabel: string): string {
  const { operation } = entry;
  return `${entry.breaking ? 'Breaking: ' : ''}${apiLabel} ${entry.from} → ${entry.to}: ${operation.summary} (${operation.method} ${operation.path}) ${VERB[entry.section]}`;
}

export function renderApiChangeFeeds(
  site: ApiChangeFeedSite,
  entries: ChangelogEntry[],
): { rss: string; atom: string } {
  if (entries.length === 0) throw new Error('the API changelog has no entries: a feed needs at least one');
  const updated = new Date(Math.max(...entries.map((entry) => site.released(entry.to).getTime())));
  const feed = channelFeed(site, updated);
  for (const entry of entries) {
    const link = site.absolute(entry.href);
    const apiLabel = site.apiLabel(entry.api);
    const operationRoute =
      entry.section === 'removed' ? null : site.absolute(`/reference/${entry.api}/${entry.operation.slug}`);
    const summary =
      entry.section === 'removed'
        ? `Removed from the ${apiLabel} between Core ${entry.from} and Core ${entry.to}.`
        : entry.section === 'added'
          ? `Added to the ${apiLabel} between Core ${entry.from} and Core ${entry.to}.`
          : entry.changes
              .map((change) => `${change.breaking ? 'Breaking: ' : ''}${messageText(change.message)}`)
              .join(' ');
    const list = entry.changes.length
      ? `<ul>${entry.changes.map((change) => `<li>${change.breaking ? '<strong>Breaking:</strong> ' : ''}${messageHtml(change.message)}</li>`).join('')}</ul>`
      : `<p>${escapeHtml(summary)}</p>`;
    const operation = operationRoute
      ? `<p>Reference: <a href="${escapeHtml(operationRoute)}">${escapeHtml(entry.operation.summary)}</a></p>`
      : '';
    const date = site.released(entry.to);
    feed.addItem({
      title: entryTitle(entry, apiLabel),
      id: link,
      guid: link,
      link,
      date,
      published: date,
      description: summary,
      content: `${list}${operation}<p>Changelog: <a href="${escapeHtml(link)}">${escapeHtml(`${apiLabel} changes from Core ${entry.from} to ${entry.to}`)}</a></p>`,
      category: [{ name: entry.breaking ? 'breaking' : 'non-breaking' }],
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}
