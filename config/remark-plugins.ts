import remarkErrorLinks from '../src/plugins/remark-error-links/index.ts';
import remarkGlossaryTerms from '../src/plugins/remark-glossary-terms/index.ts';

/**
 * Remark plugins of both docs instances (guides and reference): error codes
 * link to their entry on /reference/errors, and `<Term>` gets its glossary
 * definition at build time.
 */
export const remarkPlugins = [remarkErrorLinks, remarkGlossaryTerms];
