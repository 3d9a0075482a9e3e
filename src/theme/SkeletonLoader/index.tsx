/**
 * The OpenAPI theme renders an API page's right column (the request panel)
 * only in the browser, and puts a large grey skeleton in the built page
 * instead. That column's skeleton (`size="lg"`, used nowhere else) is
 * replaced here by what the panel shows first, the "Try it" button and the
 * operation's code samples, so they are in the HTML, readable without
 * JavaScript and in the page's Markdown twin, and nothing moves when the
 * page's script takes over. Other skeletons stay the theme's.
 *
 * No lazy import and no Suspense boundary: React 19.2 writes a finished
 * boundary of more than 500 bytes at the end of a large page, hidden until an
 * inline script moves it, so the samples were missing from the page as built.
 * Every API page's content imports this component (through the theme's schema
 * sections) and so lands in the `common` chunk that guides load too; the
 * preview's own modules go to the API pages' chunk instead
 * (src/performance/api-chunks, API_ONLY_SITE_DIRS).
 */
import React, { type ComponentProps } from 'react';
import SkeletonLoader from '@theme-original/SkeletonLoader';
import TryItPreview from '@site/src/components/TryItIntro/Preview';

export default function SkeletonLoaderWrapper(props: ComponentProps<typeof SkeletonLoader>): React.JSX.Element {
  if (props.size !== 'lg') return <SkeletonLoader {...props} />;
  return <TryItPreview />;
}
