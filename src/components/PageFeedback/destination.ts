/**
 * Checks the page-feedback destination when the site is built, so a typo in
 * config/site.ts stops the build with a message instead of shipping dead links.
 */

const PLACEHOLDERS = ['{subject}', '{body}'];

export function checkFeedbackDestination(destination: string): string {
  const problem = (what: string) =>
    new Error(
      `PAGE_FEEDBACK_DESTINATION in config/site.ts ${what}; got ${JSON.stringify(destination)}. ` +
        'Examples: "https://github.com/org/repo/issues/new?title={subject}&body={body}", "mailto:docs@example.com?subject={subject}&body={body}".',
    );
  let url: URL;
  try {
    url = new URL(destination);
  } catch {
    throw problem('must be an absolute https: or mailto: address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'mailto:')
    throw problem(`must be an https: or mailto: address, not ${url.protocol}`);
  // The page title and address travel in {subject}; without it the report would not name the page.
  if (!destination.includes(PLACEHOLDERS[0]))
    throw problem('must contain {subject} where the report names the page (and may contain {body})');
  return destination;
}
