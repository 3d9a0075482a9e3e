/** Rendered into the built page instead of a skeleton: see RenderedAtBuild. */
import ParamsDetails from '@theme-original/ParamsDetails';
import { renderedAtBuild } from '@site/src/components/RenderedAtBuild';

export default renderedAtBuild(ParamsDetails, 'ParamsDetails');
