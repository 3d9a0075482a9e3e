import MDXComponents from '@theme-original/MDXComponents';
import Term from '@site/src/components/Term';

/** The theme's MDX components plus <Term>, so guides use it without an import. */
export default {
  ...MDXComponents,
  Term,
};
