/**
 * Wraps the theme's version dropdown so that, on an API operation page, each
 * version links to the same operation in that version (where it has one)
 * rather than to the version's landing page. The generated pages are left out
 * of the docs plugin's global data to keep every page's JavaScript small
 * (src/performance/reference-docs); the wrapper gives the dropdown a global data
 * that lists the page being read in each version that has it, found in the
 * route table. Everything else is the theme's dropdown.
 */
import React, { useContext, useMemo, type ComponentProps } from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
// Docusaurus' context object itself (not exported publicly; pinned with @docusaurus/core).
import { Context as DocusaurusContext } from '@docusaurus/core/lib/client/docusaurusContext';
import { matchPath, useLocation } from '@docusaurus/router';
import routes from '@generated/routes';
import { matchBranch, type RouteNode } from '@site/src/performance/idle-prefetch/routeChunks';
import { withSamePageInEveryVersion } from '@site/src/performance/reference-docs/samePage';
import type { DocsGlobalData } from '@site/src/performance/reference-docs/globalData';

type Props = ComponentProps<typeof DocsVersionDropdownNavbarItem>;

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The site's page paths (exact, static routes; lower case, as routes match), or null when some route has parameters. */
function staticPagePaths(nodes: RouteNode[], into = new Set<string>()): Set<string> | null {
  for (const route of nodes) {
    if (route.routes) {
      if (!staticPagePaths(route.routes, into)) return null;
    } else if (route.exact && route.path !== '*') {
      if (/[:*(]/.test(route.path)) return null;
      into.add(route.path.toLowerCase());
    }
  }
  return into;
}

/** Built on first use: walking the route table for each version was a cost of every API page's render. */
let pagePaths: Set<string> | null | undefined;

/** A page is at `path` when a route matches it exactly (not only the 404 catch-all or a layout route). */
function pageExists(path: string): boolean {
  pagePaths = pagePaths === undefined ? staticPagePaths(routes as RouteNode[]) : pagePaths;
  if (pagePaths) return pagePaths.has(path.replace(/(.)\/$/, '$1').toLowerCase());
  const leaf = matchBranch(routes as RouteNode[], path, matchPath).at(-1);
  return Boolean(leaf && leaf.path !== '*' && leaf.exact);
}

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): React.JSX.Element {
  const context = useContext(DocusaurusContext);
  const { pathname } = useLocation();
  const pluginId = (props as { docsPluginId?: string }).docsPluginId ?? 'default';
  const value = useMemo(() => {
    const instances = context.globalData[DOCS_PLUGIN] as Record<string, DocsGlobalData> | undefined;
    const data = instances?.[pluginId];
    if (!data) return context;
    const patched = withSamePageInEveryVersion(data, pathname, pageExists);
    if (patched === data) return context;
    return { ...context, globalData: { ...context.globalData, [DOCS_PLUGIN]: { ...instances, [pluginId]: patched } } };
  }, [context, pathname, pluginId]);
  return (
    <DocusaurusContext.Provider value={value}>
      <DocsVersionDropdownNavbarItem {...props} />
    </DocusaurusContext.Provider>
  );
}
