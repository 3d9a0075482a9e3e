/**
 * Where a page's Markdown twin lives. Shared by the build plugin and the
 * "Copy page" control, so both agree on the address. No Node imports: this
 * file is bundled for the browser.
 */

/** The file names of the index and of the full text, at the site root. */
export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

/**
 * The path of the Markdown twin of a page path: `/use/issue-credential` gives
 * `/use/issue-credential.md`; the site root (`/`, or the base URL such as
 * `/docs/`) gives `index.md` in it.
 */
export function markdownPath(pathname: string): string {
  if (pathname.endsWith('/')) return `${pathname}index.md`;
  return `${pathname}.md`;
}
