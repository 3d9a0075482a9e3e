/**
 * The API page's right column before the reader opens the request panel: the
 * "Try it" button, the operation's example request as code samples and the
 * documented success response. The
 * build renders it into the page (all six languages, readable without
 * JavaScript); the browser renders it again once the page runs, with the
 * reader's remembered server URL. The button comes first, so samples of
 * another height never move it.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import ApiCodeSamples from '@site/src/components/ApiCodeSamples';
import ResponseExample from '@site/src/components/ApiCodeSamples/ResponseExample';
import type { HttpRequest } from '@site/src/components/ApiCodeSamples/generate';
import styles from './styles.module.css';

interface Props {
  method: string;
  request: HttpRequest;
  /** Opens the panel; absent in the built page, where the button waits for the page's script. */
  onOpen?: () => void;
  /** Render every language (the built page) or only the chosen one. */
  allLanguages?: boolean;
}

export default function TryItIntro({ method, request, onOpen, allLanguages = false }: Props): React.JSX.Element {
  // A webhook event is a request Core sends to the reader's service: nothing to try from here.
  if (method === 'event') {
    return (
      <div className={styles.panel}>
        <p className={styles.hint}>
          Core sends this request to the <code>webhookDestinationUrl</code> of the credential or proof request. See{' '}
          <Link to="/webhooks">Webhooks</Link> for delivery, retries and a receiver.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <button
        type="button"
        className={`button button--primary button--block ${styles.tryIt}`}
        onClick={onOpen}
        disabled={!onOpen}>
        Try it: send a request
      </button>
      <p className={styles.hint}>
        Opens the request panel: set the server URL, your token and the parameters, then send.
      </p>
      <ApiCodeSamples request={request} lazy={!allLanguages} />
      <ResponseExample />
    </div>
  );
}
