import { API_NAMES } from '../../../config/apis.ts';
import type { Step } from './context.ts';
import { readCurrentSpec } from './context.ts';
import { writeDataModels, type OpenApiSpec } from '../../reference/data-models.ts';

/**
 * The data model pages of each API, one per tag group (scripts/reference/data-models.ts; a model
 * no operation uses stops here). The page generator links each operation page to them.
 */
export const dataModels: Step = {
  name: 'data-models',
  what: 'write the data model pages of each API',
  run(ctx) {
    return API_NAMES.map((api) => {
      const written = writeDataModels(ctx.root, api, readCurrentSpec<OpenApiSpec>(ctx, api));
      return `reference/${api}/models: ${written.models} data models on ${written.pages} pages`;
    });
  },
};
