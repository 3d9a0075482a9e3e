/**
 * Wraps the search texts for `npm start`, where there are no built pages to
 * index: the dev server serves an index built before it started or in the
 * background (config/dev-search.ts). The search field says so, since pages
 * edited after that build are found as they were; and if there is no index,
 * the error screen says how to get one instead of blaming the network.
 */
import translations from '@theme-original/SearchTranslations';

const devPlaceholder = 'Search (preview index: recent edits may be missing)';
const devHelp =
  'Search in `npm start` uses an index built when the dev server starts. None is served: restart `npm start` (without DEV_SEARCH_INDEX=off), or run `npm run build` once.';

export default process.env.NODE_ENV === 'development'
  ? {
      ...translations,
      placeholder: devPlaceholder,
      modal: {
        ...translations.modal,
        errorScreen: { ...translations.modal.errorScreen, helpText: devHelp },
      },
    }
  : translations;
