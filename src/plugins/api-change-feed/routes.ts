/**
 * Where the API-change feeds are published (by ./index.ts, after the build) and
 * what they are called: the reference pages link them from their head
 * (src/theme/ApiItem), so a feed reader finds them from any of those pages.
 */
import { PRODUCT_FULL_NAME } from '../../../config/site';

export const API_CHANGE_FEED_DIR = 'reference/changelog';
export const API_CHANGE_RSS = `${API_CHANGE_FEED_DIR}/rss.xml`;
export const API_CHANGE_ATOM = `${API_CHANGE_FEED_DIR}/atom.xml`;
export const API_CHANGE_FEED_TITLE = `${PRODUCT_FULL_NAME} API changes`;
