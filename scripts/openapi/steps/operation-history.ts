import { API_NAMES } from '../../../config/apis.ts';
import type { Step } from './context.ts';
import { API_SPECS } from '../../../config/openapi.ts';
import { publishedSpecVersions } from '../../reference/api-changelog/entries.ts';
import { operationHistories } from '../../reference/api-changelog/history.ts';
import { addOperationHistory } from '../../reference/operation-history.ts';

/**
 * Each operation page of the current version ends with its history: the release that added it,
 * what each later release changed, and a deprecated one's replacement, linking the changelog's
 * entries (scripts/reference/operation-history.ts; a deprecation note linking no operation stops here).
 */
export const operationHistory: Step = {
  name: 'operation-history',
  what: 'end each current operation page with its history across the versions',
  run(ctx) {
    const counts = API_NAMES.map((api) => {
      const histories = operationHistories(api, publishedSpecVersions(ctx.root, api));
      return `${api} ${addOperationHistory(ctx.root, api, API_SPECS[api].label, histories)}`;
    });
    return `history on the operation pages: ${counts.join(', ')}`;
  },
};
