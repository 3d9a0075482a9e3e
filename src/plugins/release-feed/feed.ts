/**
 * The RSS 2.0 and Atom 1.0 documents of the release notes, written with the
 * `feed` library (the one Docusaurus' blog plugin uses): one item per release,
 * linking to the release's section of the page, dated by the release and named
 * by what each of its numbers is ("Procivis One documentation 1.23.1 · Core 1.74.2").
 */
import { channelFeed, type FeedChannel } from '../feed-channel';
import { releaseName } from '../../../config/site';
import type { Release } from './releases';

export interface FeedSite extends FeedChannel {
  /** Names each item before its numbers: "Procivis One documentation 1.23.1 · Core 1.74.2". */
  productName: string;
}

/** The link of a release: its heading on the page. It is also the item's permanent id. */
export function releaseLink(pageUrl: string, release: Pick<Release, 'anchor'>): string {
  return `${pageUrl}#${release.anchor}`;
}

export function renderFeeds(site: FeedSite, releases: Release[]): { rss: string; atom: string } {
  if (releases.length === 0) throw new Error('a feed needs at least one release');
  const updated = new Date(Math.max(...releases.map((release) => release.date.getTime())));
  const feed = channelFeed(site, updated);
  for (const release of releases) {
    const link = releaseLink(site.pageUrl, release);
    feed.addItem({
      title: `${site.productName} ${releaseName(release)}`,
      id: link,
      guid: link,
      link,
      date: release.date,
      published: release.date,
      description: release.summary,
      content: release.html,
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}
