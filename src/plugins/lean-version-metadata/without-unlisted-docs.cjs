/**
 * Webpack/Rspack loader for the docs plugin's version metadata
 * (.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json), which every doc
 * page of the instance loads. Its `docs` map names every page of the version
 * with title and description, for the cards of sidebar items
 * (`useDocById`); pages in no sidebar (the unlisted legacy pages) never get a
 * card, so their entries are left out. Other props files pass unchanged.
 */
function withoutUnlistedDocs(source) {
  const data = JSON.parse(source);
  const docs = data && data.version && data.version.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const [id, doc] of Object.entries(docs)) {
    if (!doc.sidebar) delete docs[id];
  }
  return JSON.stringify(data);
}

module.exports = function loader(source) {
  return withoutUnlistedDocs(source);
};
module.exports.withoutUnlistedDocs = withoutUnlistedDocs;
