/**
 * The documented success response of the current API page, shown under the
 * request samples so the sample column holds the request and what comes back
 * (the left column keeps the schemas of every status). It reads the operation
 * the OpenAPI plugin stores in the page's front matter (gzipped, base64), as
 * the request preview does, so it is in the built page too.
 */
import React, { useMemo } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import CodeBlock from '@theme/CodeBlock';
import { successResponse, type OperationResponses } from './successResponse';
import styles from './styles.module.css';

// The theme loads pako with `require` (its CommonJS build): the same copy here.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the theme's CommonJS copy, as said above
const { ungzip } = require('pako') as { ungzip(data: Uint8Array): Uint8Array };

const STATUS_TEXT: Record<string, string> = { '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No Content' };

function decodeOperation(api: unknown): OperationResponses | null {
  if (api && typeof api === 'object') return api as OperationResponses;
  if (typeof api !== 'string') return null;
  try {
    return JSON.parse(
      new TextDecoder().decode(ungzip(Uint8Array.from(atob(api), (c) => c.charCodeAt(0)))),
    ) as OperationResponses;
  } catch {
    return null;
  }
}

export default function ResponseExample(): React.JSX.Element | null {
  const api = (useDoc().frontMatter as { api?: unknown }).api;
  const response = useMemo(() => {
    const operation = decodeOperation(api);
    return operation && successResponse(operation);
  }, [api]);
  if (!response) return null;
  const status = `${response.status}${STATUS_TEXT[response.status] ? ` ${STATUS_TEXT[response.status]}` : ''}`;
  return (
    // The Markdown twin has every response under Responses already.
    <section className={styles.response} aria-label="Response example" data-llms-ignore="">
      <p className={styles.responseLabel}>
        Response <span className={styles.status}>{status}</span>
      </p>
      {response.kind === 'example' && (
        <CodeBlock language={/json/.test(response.mediaType) ? 'json' : 'text'} className={styles.code}>
          {response.body}
        </CodeBlock>
      )}
      {response.kind === 'empty' && <p className={styles.responseNote}>No body.</p>}
      {response.kind === 'unshown' && (
        <p className={styles.responseNote}>
          A <code>{response.mediaType}</code> body; its schema is under Responses.
        </p>
      )}
    </section>
  );
}
