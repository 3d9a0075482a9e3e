/**
 * Wraps the search texts for one case: in `npm start` there is no built
 * index to search, so the error screen tells the writer how to get one
 * instead of blaming the network.
 */
import translations from '@theme-original/SearchTranslations';

const devHelp = 'Search uses the index built with the site: run `npm run build` and `npm run serve` to try it.';

export default process.env.NODE_ENV === 'development'
  ? {
      ...translations,
      modal: {
        ...translations.modal,
        errorScreen: { ...translations.modal.errorScreen, helpText: devHelp },
      },
    }
  : translations;
