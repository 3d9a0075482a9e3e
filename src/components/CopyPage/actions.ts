/**
 * The clipboard work of the "Copy page" control, loaded on first interaction.
 * Fetched Markdown is kept per address, so the copy after a hover or focus
 * happens within the click, as Safari requires.
 */
const pending = new Map<string, Promise<string>>();
const loaded = new Map<string, string>();

/** Fetches (once) the Markdown twin at `url`; rejects when the address does not serve Markdown. */
export function prefetchMarkdown(url: string): Promise<string> {
  let request = pending.get(url);
  if (!request) {
    request = fetch(url, { headers: { Accept: 'text/markdown, text/plain;q=0.9' } }).then(async (response) => {
      // A development server answers unknown addresses with the app's HTML.
      if (!response.ok || /html/.test(response.headers.get('content-type') ?? '')) {
        throw new Error(`No Markdown at ${url} (HTTP ${response.status})`);
      }
      const text = await response.text();
      loaded.set(url, text);
      return text;
    });
    request.catch(() => pending.delete(url));
    pending.set(url, request);
  }
  return request;
}

/** Puts the Markdown twin at `url` on the clipboard. */
export function copyMarkdown(url: string): Promise<void> {
  const text = loaded.get(url);
  if (text !== undefined) return navigator.clipboard.writeText(text);
  const markdown = prefetchMarkdown(url);
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    // A clipboard item whose content is still on its way keeps the click's permission in Safari.
    const item = new ClipboardItem({
      'text/plain': markdown.then((value) => new Blob([value], { type: 'text/plain' })),
    });
    return navigator.clipboard.write([item]).catch(async () => navigator.clipboard.writeText(await markdown));
  }
  return markdown.then((value) => navigator.clipboard.writeText(value));
}

export function copyText(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}
