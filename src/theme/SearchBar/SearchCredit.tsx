/**
 * The modal's footer credits Typesense ("Search by" and its logo, a link to
 * typesense.org) whatever the backend. With the embedded index, the search
 * runs on MiniSearch in the reader's browser, and the footer says so in the
 * logo's place.
 */
import React, { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

export const MINISEARCH_URL = 'https://lucaong.github.io/minisearch/';

export default function SearchCredit(): React.JSX.Element | null {
  const [logo, setLogo] = useState<Element | null>(null);
  useEffect(() => {
    const element = document.querySelector('.DocSearch-Footer .DocSearch-Logo');
    const typesenseLink = element?.querySelector<HTMLElement>(':scope > a:not([data-site-credit])');
    // Hidden, not removed: the modal's React tree owns the element.
    if (typesenseLink) typesenseLink.style.display = 'none';
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the portal's target is in the modal's DOM, found after mount
    setLogo(element ?? null);
  }, []);
  if (!logo) return null;
  return createPortal(
    <a href={MINISEARCH_URL} target="_blank" rel="noopener noreferrer" data-site-credit="">
      <span className="DocSearch-Label">Search by MiniSearch, in your browser</span>
    </a>,
    logo,
  );
}
