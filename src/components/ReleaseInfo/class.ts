/** The class of a release line, by which the release feed finds a release's date and numbers (src/plugins/release-feed/releases.ts). */
export const RELEASE_INFO_CLASS = 'release-info';
