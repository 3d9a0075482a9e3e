/**
 * Wraps the OpenAPI theme's request panel so an API page loads light. The
 * panel (try-it form, live code samples, response viewer) pulls in
 * postman-collection and more; until the reader opens it, the page shows the
 * operation's example request as code samples, and a button that loads it.
 */
import React, { lazy, Suspense, useMemo, useState, type ComponentProps } from 'react';
import type ApiExplorerType from '@theme-original/ApiExplorer';
import ApiCodeSamples from '@site/src/components/ApiCodeSamples';
import Link from '@docusaurus/Link';
import WhenVisible from '@site/src/components/WhenVisible';
import { requestFromOperation, type ApiOperation } from '@site/src/components/ApiCodeSamples/fromOperation';
import styles from './styles.module.css';

const ApiExplorer = lazy(() => import('@theme-original/ApiExplorer'));

type Props = ComponentProps<typeof ApiExplorerType>;

export default function ApiExplorerWrapper(props: Props): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const item = (props as { item: ApiOperation }).item;
  const request = useMemo(() => requestFromOperation(item), [item]);
  // A webhook event is a request Core sends to the reader's service: nothing to try from here.
  if (item.method === 'event') {
    return (
      <div className={styles.panel}>
        <p className={styles.hint}>
          Core sends this request to the <code>webhookDestinationUrl</code> of the credential or proof request. See{' '}
          <Link to="/webhooks">Webhooks</Link> for delivery, retries and a receiver.
        </p>
      </div>
    );
  }
  if (open) {
    return (
      <Suspense fallback={<p className={styles.loading}>Loading the request panel…</p>}>
        <ApiExplorer {...props} />
      </Suspense>
    );
  }
  return (
    <div className={styles.panel}>
      {/* On phones the panel comes after the page's text: its samples render when scrolled to. */}
      <WhenVisible fallback={<div className={styles.samplesPlaceholder} aria-hidden="true" />}>
        <ApiCodeSamples request={request} />
      </WhenVisible>
      <button type="button" className={`button button--primary button--block ${styles.tryIt}`} onClick={() => setOpen(true)}>
        Try it: send a request
      </button>
      <p className={styles.hint}>Opens the request panel: set the server URL, your token and the parameters, then send.</p>
    </div>
  );
}
