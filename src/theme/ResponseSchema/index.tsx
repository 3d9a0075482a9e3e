/** Rendered into the built page instead of a skeleton: see RenderedAtBuild. */
import ResponseSchema from '@theme-original/ResponseSchema';
import { renderedAtBuild } from '@site/src/components/RenderedAtBuild';

export default renderedAtBuild(ResponseSchema, 'ResponseSchema');
