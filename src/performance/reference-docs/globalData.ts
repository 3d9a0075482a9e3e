/** The part of the docs plugin's global data this site trims (see ./index.ts). */
export interface DocsGlobalData {
  versions: Array<{ docs: Array<{ id: string }>; [key: string]: unknown }>;
  [key: string]: unknown;
}

/** The global data without the docs whose ids start with one of `prefixes`. */
export function withoutDocs<T extends DocsGlobalData>(data: T, prefixes: string[]): T {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => !prefixes.some((prefix) => doc.id.startsWith(prefix))),
    })),
  };
}
