/**
 * The channel of the site's feeds (release notes, API changes): the `feed`
 * library's document with what every feed of the site says about itself, so
 * both feeds name, link and date themselves the same way.
 */
import { Feed } from 'feed';

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute address of the page the feed follows; also the feed's id. */
  pageUrl: string;
  /** Absolute addresses the feeds are published at. */
  rssUrl: string;
  atomUrl: string;
  /** Absolute address of the site's icon. */
  favicon: string;
  copyright: string;
}

/** An empty feed of `channel`, last updated at `updated`, for the caller's items. */
export function channelFeed(channel: FeedChannel, updated: Date): Feed {
  return new Feed({
    id: channel.pageUrl,
    title: channel.title,
    description: channel.description,
    link: channel.pageUrl,
    language: 'en',
    updated,
    favicon: channel.favicon,
    copyright: channel.copyright,
    feedLinks: { rss: channel.rssUrl, atom: channel.atomUrl },
    generator: 'Procivis One documentation build',
  });
}
