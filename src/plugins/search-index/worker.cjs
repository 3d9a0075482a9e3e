/*
 * Builds the search index in a worker thread. Docusaurus runs every plugin's
 * postBuild on its main thread, where the Markdown twins (src/plugins/llms)
 * parse every page at the same time: here the index takes the second core.
 * The TypeScript sources load through jiti, as Docusaurus loads the site's
 * config and plugins.
 */
const { parentPort, workerData } = require('node:worker_threads');
const loadTypeScript = require('jiti')(__filename, { interopDefault: true });

loadTypeScript('./buildSearchIndex.ts')
  .buildSearchIndex(workerData)
  .then((summary) => parentPort.postMessage(summary));
