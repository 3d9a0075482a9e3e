// Modules of docusaurus-theme-openapi-docs that the site's wrappers use; the theme types only its public components.
declare module '@theme/ApiExplorer/buildPostmanRequest' {
  export default function buildPostmanRequest(postman: unknown, options: unknown): unknown;
}
declare module '@theme/ApiItem/hooks' {
  export function useTypedSelector<T>(selector: (state: any) => T): T;
}
