import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { API_SPECS } from '../../../config/openapi';
import { withoutDocs, type DocsGlobalData } from './globalData';

type DocsPluginOptions = Parameters<typeof pluginContentDocs>[1];

/** Ids of the generated pages: the API's folder (`core/post-credential`), and `sdk/api/` (scripts/reference/sdk-pages.ts). */
const GENERATED_ID_PREFIXES = [...Object.keys(API_SPECS).map((api) => `${api}/`), 'sdk/api/'];

/**
 * The docs plugin for the reference section, with a smaller global data.
 * The docs plugin lists every page of an instance in the global data, which
 * ships in the JavaScript every page loads: every generated API page was in
 * every guide's JavaScript, and the theme matched each of them against the
 * URL on every navigation (twice as many with the older
 * versions of the reference). Nothing on the client looks the generated pages
 * up there: no navbar item points at one, the version dropdown then leads to
 * a version's landing page, and a page of an older version links the same page
 * of the current one itself (scripts/openapi/versions.ts). So they are left
 * out; everything else is the plugin unchanged.
 */
export default async function referenceDocsPlugin(
  context: LoadContext,
  options: DocsPluginOptions,
): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  return {
    ...plugin,
    async contentLoaded(args) {
      const setGlobalData = (data: unknown) =>
        args.actions.setGlobalData(withoutDocs(data as DocsGlobalData, GENERATED_ID_PREFIXES));
      return plugin.contentLoaded?.({ ...args, actions: { ...args.actions, setGlobalData } });
    },
  };
}

export { validateOptions } from '@docusaurus/plugin-content-docs';
