import type { LoadContext, Plugin } from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs';

/**
 * docusaurus-theme-openapi-docs as it is, minus one thing: it registers its
 * stylesheet as a client module, which puts it in the CSS
 * every page loads. Here it is left out, and src/theme/ApiItem imports it
 * instead, so it lands in the API pages' own CSS chunk.
 */
export default function openApiThemeWithoutGlobalCss(context: LoadContext, options: unknown): Plugin {
  const theme = (openApiTheme as unknown as (context: LoadContext, options: unknown) => Plugin)(context, options);
  return { ...theme, getClientModules: () => [] };
}
