import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * Prism's GitHub theme with token colours darkened to WCAG AA contrast
 * (4.5:1) on its light background; the original's teal, cyan, pink and grey
 * tokens fall below it.
 */
const ACCESSIBLE_COLOURS: Record<string, string> = {
  comment: '#5e6673',
  string: '#b3124e',
  number: '#0a6c7d',
  keyword: '#1a6a9c',
  function: '#b31d28',
};

export const codeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((style) => {
    const [first] = style.types;
    const key = ['string', 'attr-value'].includes(first)
      ? 'string'
      : ['comment', 'prolog', 'doctype', 'cdata'].includes(first)
        ? 'comment'
        : [
              'entity',
              'url',
              'symbol',
              'number',
              'boolean',
              'variable',
              'constant',
              'property',
              'regex',
              'inserted',
            ].includes(first)
          ? 'number'
          : ['atrule', 'keyword', 'attr-name', 'selector'].includes(first) && style.style.color === '#00a4db'
            ? 'keyword'
            : ['function', 'deleted', 'tag'].includes(first) && style.style.color === '#d73a49'
              ? 'function'
              : null;
    return key ? { ...style, style: { ...style.style, color: ACCESSIBLE_COLOURS[key] } } : style;
  }),
};
