// Modules of docusaurus-theme-openapi-docs that the site's wrappers use; the theme types only its public components.
declare module '@theme/ApiExplorer/buildPostmanRequest' {
  export default function buildPostmanRequest(postman: unknown, options: unknown): unknown;
}
declare module '@theme/ApiItem/hooks' {
  /** The parts of the theme's Redux store that the site reads; each reader narrows the part it uses. */
  export interface PanelStoreState {
    accept: { value: string };
    contentType: { value: string };
    server: { value?: unknown; options: unknown[] };
    body: unknown;
    params: Record<'path' | 'query' | 'header' | 'cookie', unknown[]>;
    auth: { data: Record<string, Record<string, string | undefined>> };
    response: { value?: string; code?: unknown; headers?: unknown };
  }
  export function useTypedSelector<T>(selector: (state: PanelStoreState) => T): T;
}
