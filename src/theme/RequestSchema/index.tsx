/** Rendered into the built page instead of a skeleton: see RenderedAtBuild. */
import RequestSchema from '@theme-original/RequestSchema';
import { renderedAtBuild } from '@site/src/components/RenderedAtBuild';

export default renderedAtBuild(RequestSchema, 'RequestSchema');
