/**
 * Webpack/Rspack loader for the docs plugin's version metadata
 * (.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json), which every doc
 * page of the instance loads. Its `docs` map names every page of the version
 * with title and description, for the cards of category pages
 * (`useDocById` in DocCard, the only reader of the description).
 *
 * - Pages in no sidebar (the unlisted legacy pages) never get a card: their
 *   entries are left out.
 * - In the guides' instance (`instances`), a description is kept only for pages shown as a card: the items
 *   of a category with a generated index (Docusaurus' default address
 *   `/category/<label>`) or of a category whose page shows `<DocCardList />`
 *   (the `cardListPages` option).
 *
 * The server renders with the same data, so the built HTML shows exactly what
 * the browser will. Other props files pass unchanged.
 */
function cardDocIds(sidebars, cardListPages) {
  const ids = new Set();
  const visit = (items) => {
    for (const item of items || []) {
      if (item.type !== 'category') continue;
      const showsCards =
        typeof item.href === 'string' && (item.href.startsWith('/category/') || cardListPages.includes(item.href));
      if (showsCards) for (const child of item.items || []) if (child.docId) ids.add(child.docId);
      visit(item.items);
    }
  };
  for (const items of Object.values(sidebars || {})) visit(items);
  return ids;
}

function leanVersionMetadata(source, { cardListPages = [], instances = ['default'] } = {}) {
  const data = JSON.parse(source);
  const version = data && data.version;
  const docs = version && version.docs;
  if (!docs || typeof docs !== 'object') return source;
  // Only the named docs instances (the guides) are trimmed of descriptions: the reference's
  // generated tag pages list their operations as cards too.
  const trimDescriptions = instances.includes(version.pluginId);
  const withCards = cardDocIds(version.docsSidebars, cardListPages);
  for (const [id, doc] of Object.entries(docs)) {
    if (!doc.sidebar) delete docs[id];
    else if (trimDescriptions && !withCards.has(id)) delete doc.description;
  }
  return JSON.stringify(data);
}

module.exports = function loader(source) {
  return leanVersionMetadata(source, this.getOptions());
};
module.exports.leanVersionMetadata = leanVersionMetadata;
