/**
 * The OpenAPI theme renders an API page's right column (the request panel)
 * only in the browser, and puts a large grey skeleton in the built page
 * instead. That column's skeleton (`size="lg"`, used nowhere else) is
 * replaced here by what the panel shows first, the "Try it" button and the
 * operation's code samples, so they are in the HTML, readable without
 * JavaScript and in the page's Markdown twin, and nothing moves when the
 * page's script takes over. Other skeletons stay the theme's.
 *
 * Every API page's content imports this component (through the theme's
 * schema sections), which puts it in the `common` chunk that guides load
 * too: the preview is therefore a lazy chunk of its own. The build waits for
 * it (Docusaurus renders with `onAllReady`); in the browser, React keeps the
 * built HTML until the chunk arrives or the real panel replaces it.
 */
import React, { lazy, Suspense, type ComponentProps } from 'react';
import SkeletonLoader from '@theme-original/SkeletonLoader';

const TryItPreview = lazy(() => import('@site/src/components/TryItIntro/Preview'));

export default function SkeletonLoaderWrapper(props: ComponentProps<typeof SkeletonLoader>): React.JSX.Element {
  if (props.size !== 'lg') return <SkeletonLoader {...props} />;
  return (
    <Suspense fallback={null}>
      <TryItPreview />
    </Suspense>
  );
}
