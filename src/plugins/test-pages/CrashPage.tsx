import React from 'react';
import Head from '@docusaurus/Head';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';

/** Renders on the server (so the page builds), throws once hydrated in the browser. */
function Crash(): React.JSX.Element {
  if (useIsBrowser()) throw new Error('Deliberate crash for the error fallback test');
  return <p>Loading the crash test…</p>;
}

export default function CrashPage(): React.JSX.Element {
  return (
    <Layout title="Crash test">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <Crash />
    </Layout>
  );
}
