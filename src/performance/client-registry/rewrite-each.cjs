/**
 * Replaces every match of `pattern` in one of Docusaurus' generated files,
 * and fails the build unless all `expected` items matched: a format change
 * must not silently leave some of them as they were.
 */
function rewriteEach(source, pattern, replace, { expected, what, file }) {
  let rewritten = 0;
  const result = source.replace(pattern, (...match) => {
    rewritten += 1;
    return replace(...match);
  });
  if (rewritten !== expected) {
    throw new Error(
      `client-registry: recognised ${rewritten} of ${expected} ${what}; the format of .docusaurus/${file} has changed, update src/performance/client-registry`,
    );
  }
  return result;
}

module.exports = { rewriteEach };
