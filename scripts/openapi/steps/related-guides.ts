import { API_NAMES } from '../../../config/apis.ts';
import type { Step } from './context.ts';
import { loadGuides } from '../../guards/guides.ts';
import { addRelatedGuides, relatedGuides as guidesByOperation } from '../../reference/related-guides.ts';

/** Each operation page lists the guides that link to it (scripts/reference/related-guides.ts). */
export const relatedGuides: Step = {
  name: 'related-guides',
  what: 'list on each operation page the guides that link to it',
  run(ctx) {
    const related = guidesByOperation(loadGuides(ctx.root, ['docs']));
    const pages = API_NAMES.reduce((n, api) => n + addRelatedGuides(ctx.root, api, related), 0);
    return `related guides on ${pages} operation pages`;
  },
};
