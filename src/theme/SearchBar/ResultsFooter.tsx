/**
 * The link from the modal's hits to the search page, replacing the theme's,
 * which says "See all 1 results": the count in correct English. The theme
 * closes the modal through a callback it keeps to itself; the modal's own
 * Cancel button (in the DOM at every width, shown on narrow screens) calls
 * the same one.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';

export interface ResultsFooterProps {
  state: { query: string; context: { nbHits?: unknown } };
}

export default function ResultsFooter({ state }: ResultsFooterProps): React.JSX.Element {
  const { selectMessage } = usePluralForm();
  const searchPage = useBaseUrl('/search');
  const count = Number(state.context.nbHits ?? 0);
  const label = selectMessage(
    count,
    translate(
      {
        id: 'site.SearchBar.seeResults',
        message: 'See the {count} result|See all {count} results',
        description: 'The link from the search modal to the search page (singular|plural)',
      },
      { count },
    ),
  );
  const close = () => document.querySelector<HTMLButtonElement>('.DocSearch-Cancel')?.click();
  return (
    <Link to={`${searchPage}?q=${encodeURIComponent(state.query)}`} onClick={close}>
      {label}
    </Link>
  );
}
