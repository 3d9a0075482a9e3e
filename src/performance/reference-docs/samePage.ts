/**
 * The version dropdown's "same page in another version", for the pages left
 * out of the docs plugin's global data (./index.ts). The theme links a
 * version to the page with the same doc id in that version, or else to the
 * version's landing page; without the generated pages in the global data,
 * every API operation led to a landing page. This adds, to the global data the
 * dropdown reads, one entry per version for the page being read, where that
 * version has a page at the same address. No dependencies (browser and tests).
 */
import type { DocsGlobalData } from './globalData';

type Version = { path: string; docs: Array<{ id: string; path: string }>; [key: string]: unknown };

/** The version a path belongs to: the one with the longest path that contains it (`/reference/1.70` before `/reference`). */
function versionOf(versions: Version[], pathname: string): Version | undefined {
  return [...versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((v) => pathname === v.path || pathname.startsWith(`${v.path.replace(/\/$/, '')}/`));
}

/**
 * The global data with the page at `pathname` listed in every version that
 * has a page at the same place (`exists`), under one id, so the theme finds it
 * as that page's alternate versions. Unchanged when the page is listed already
 * or is no page of this docs instance.
 */
export function withSamePageInEveryVersion<T extends DocsGlobalData>(
  data: T,
  pathname: string,
  exists: (path: string) => boolean,
): T {
  const versions = data.versions as unknown as Version[];
  const active = versionOf(versions, pathname);
  if (!active || active.docs.some((doc) => doc.path === pathname)) return data;
  const rest = pathname.slice(active.path.replace(/\/$/, '').length);
  if (!rest || rest === '/') return data;
  const id = `same-page:${rest}`;
  return {
    ...data,
    versions: versions.map((version) => {
      const path = `${version.path.replace(/\/$/, '')}${rest}`;
      return version === active || exists(path) ? { ...version, docs: [...version.docs, { id, path }] } : version;
    }),
  };
}
