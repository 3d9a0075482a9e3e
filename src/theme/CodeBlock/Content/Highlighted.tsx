/**
 * The theme's highlighted code block, with Prism and the site's extra
 * languages. Loaded only when a block has to be highlighted in the browser
 * (see ./index.tsx); the theme's own client module that registers the
 * languages is left out of the browser bundle (src/performance/lazy-prism).
 */
import type { ComponentType } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import type { Props } from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default CodeBlockContent as ComponentType<Props>;
