/**
 * Webpack/Rspack loader for the browser's copy of .docusaurus/docusaurus.config.mjs.
 * Docusaurus writes the whole site config there, and every page's main.js
 * carries it; the fields below only configure the build (plugin and theme
 * options, the HTML template) and no client code reads them.
 */
const BUILD_ONLY_FIELDS = ['ssrTemplate', 'presets', 'themes', 'plugins'];
const GENERATED = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/;

function withoutBuildOnlyFields(source) {
  const match = GENERATED.exec(source);
  if (!match) {
    throw new Error(
      'client-site-config: .docusaurus/docusaurus.config.mjs is no longer `export default {...};`; update src/performance/client-site-config',
    );
  }
  const config = JSON.parse(match[2]);
  for (const field of BUILD_ONLY_FIELDS) delete config[field];
  return `${match[1]}${JSON.stringify(config)};\n`;
}

module.exports = function loader(source) {
  return withoutBuildOnlyFields(source);
};
module.exports.withoutBuildOnlyFields = withoutBuildOnlyFields;
module.exports.BUILD_ONLY_FIELDS = BUILD_ONLY_FIELDS;
