/**
 * Wraps the search texts for `npm start`, where there are no built pages to
 * index: the dev server serves the last production build's index
 * (config/dev-search.ts). The search field says so, since pages edited since
 * that build are found as they were; and if there was no build, the error
 * screen says how to get one instead of blaming the network.
 */
import translations from '@theme-original/SearchTranslations';

const devPlaceholder = 'Search (index of the last build: may be stale)';
const devHelp = 'Search in `npm start` uses the index of the last production build: run `npm run build` once, then restart `npm start`.';

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
