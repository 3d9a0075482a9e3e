/**
 * A Markdown heading with an explicit anchor, in the MDX comment form
 * (`### BR_0218 {/* #BR_0218 *\/}`) that Docusaurus reads with
 * `future.v4` on, where the classic `{#id}` form is no longer parsed.
 */
export function headingWithId(level: 2 | 3, text: string, id: string): string {
  return `${'#'.repeat(level)} ${text} {/* #${id} */}`;
}
