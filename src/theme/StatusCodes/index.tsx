/**
 * The responses section, rendered into the built page and left alone after
 * hydration: see RenderedAtBuild. This covers the theme's ResponseSchema,
 * which only this section renders. Its tabs would otherwise remount once the
 * page is interactive (they key on `useIsBrowser()`), rebuilding every
 * response schema and example.
 */
import StatusCodes from '@theme-original/StatusCodes';
import { renderedAtBuild } from '@site/src/components/RenderedAtBuild';

export default renderedAtBuild(StatusCodes, 'StatusCodes');
