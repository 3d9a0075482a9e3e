/**
 * Wraps the theme's skip link to fix where it leaves focus. The theme focuses
 * <main> through a temporary tabindex that it removes at once; current
 * Chromium then moves focus back to <body>, so keyboard users land nowhere.
 * Here the click is handled first and <main> keeps tabindex="-1".
 */
import React, { type MouseEvent } from 'react';
import SkipToContent from '@theme-original/SkipToContent';

const FALLBACK_ID = '__docusaurus_skipToContent_fallback';

function focusMain(event: MouseEvent<HTMLDivElement>): void {
  if (!(event.target as Element).closest(`a[href="#${FALLBACK_ID}"]`)) return;
  const target = document.querySelector<HTMLElement>('main') ?? document.getElementById(FALLBACK_ID);
  if (!target) return;
  event.preventDefault();
  event.stopPropagation();
  target.setAttribute('tabindex', '-1');
  target.focus();
}

export default function SkipToContentWrapper(): React.JSX.Element {
  return (
    <div onClickCapture={focusMain}>
      <SkipToContent />
    </div>
  );
}
