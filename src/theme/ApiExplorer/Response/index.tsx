/**
 * Wraps the OpenAPI theme's response box. The theme shows a response when
 * there is one; this box speaks for the other states: before the first send
 * (the theme's own text showed its markup as text), a request refused before
 * sending, a request that got no response, with the cause and what to do
 * (Content-Security-Policy, mixed content, CORS, no server, time limit), and
 * a response that is not from a Core (src/components/TryItRequest/foreignResponse.ts),
 * whose body is kept behind a disclosure rather than shown as Core's answer.
 * An answer from the spec's examples (src/components/TryItExamples) is
 * labelled as such above the theme's box, and the wallet URL that a share
 * operation answers with is drawn as a QR code under it, from a server or
 * from the examples alike (src/components/TryItRequest/walletLink.ts).
 */
import React, { useEffect, useState, type ComponentProps } from 'react';
import Response from '@theme-original/ApiExplorer/Response';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useTypedDispatch, useTypedSelector } from '@theme/ApiItem/hooks';
import { clearCode, clearHeaders, clearResponse } from '@theme/ApiExplorer/Response/slice';
import { describeFailure, type FailureReport } from '@site/src/components/TryItRequest/failure';
import { useTryItRequest, type Attempt } from '@site/src/components/TryItRequest/context';
import { foreignResponse } from '@site/src/components/TryItRequest/foreignResponse';
import { walletLink } from '@site/src/components/TryItRequest/walletLink';
import QrCode from '@site/src/components/QrCode';
import styles from './styles.module.css';

type Props = ComponentProps<typeof Response>;

/** The theme's limit when `themeConfig.api.requestTimeout` is not set. */
const THEME_TIMEOUT_MS = 30_000;
/** The theme's text while a request is on its way. */
const FETCHING = 'Fetching...';
/** The start of a foreign body that the disclosure shows: enough to recognise the server. */
const SHOWN_FOREIGN_BODY = 2000;

interface Operation {
  method?: string;
  path?: string;
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** Whether the server answers at all: a no-cors request resolves (opaque) when it does, whatever its CORS headers. */
async function serverAnswers(url: string): Promise<boolean> {
  try {
    await fetch(`${new URL(url).origin}/`, {
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    });
    return true;
  } catch {
    return false;
  }
}

/** Null when the failure went away meanwhile (the theme writes a response's body just before its status). */
async function explain(attempt: Attempt, timeoutMs: number, stillFailed: () => boolean): Promise<FailureReport | null> {
  const elapsedMs = Date.now() - attempt.startedAt;
  // The browser reports a policy violation in a task of its own: give it the time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 100));
  if (!stillFailed()) return null;
  const facts = {
    pageOrigin: window.location.origin,
    requestUrl: attempt.url,
    refusedBy: attempt.refusedBy,
    elapsedMs,
    timeoutMs,
    serverAnswers: null,
  };
  const first = describeFailure(facts);
  if (first.cause !== 'unreachable') return first;
  return describeFailure({ ...facts, serverAnswers: await serverAnswers(attempt.url) });
}

function Box({ children, onClear }: { children: React.ReactNode; onClear?: () => void }): React.JSX.Element {
  return (
    <div className="openapi-explorer__response-container">
      <div className="openapi-explorer__response-title-container">
        <span className="openapi-explorer__response-title">Response</span>
        {onClear && (
          <button type="button" className="openapi-explorer__response-clear-btn" onClick={onClear}>
            Clear
          </button>
        )}
      </div>
      {children}
    </div>
  );
}

export default function ResponseWrapper(props: Props): React.JSX.Element {
  const { siteConfig } = useDocusaurusContext();
  const timeoutMs =
    (siteConfig.themeConfig as { api?: { requestTimeout?: number } }).api?.requestTimeout ?? THEME_TIMEOUT_MS;
  const code = useTypedSelector((s) => s.response.code as number | undefined);
  const value = useTypedSelector((s) => s.response.value as string | undefined);
  const headers = useTypedSelector((s) => s.response.headers as Record<string, string> | undefined);
  const { item } = props as { item: Operation };
  const dispatch = useTypedDispatch();
  const { problem, attempt, example } = useTryItRequest();
  const [report, setReport] = useState<{ attempt: Attempt; report: FailureReport } | null>(null);

  // The theme writes its own error text, without a status code, when the request fails.
  const failed = !!attempt && !code && !!value && value !== FETCHING;
  useEffect(() => {
    if (!failed || !attempt) return undefined;
    let current = true;
    void explain(attempt, timeoutMs, () => current).then((result) => {
      if (current && result) setReport({ attempt, report: result });
    });
    return () => {
      current = false;
    };
  }, [failed, attempt, timeoutMs]);

  const clear = () => {
    dispatch(clearResponse());
    dispatch(clearCode());
    dispatch(clearHeaders());
  };

  if (problem) {
    return (
      <Box>
        <p role="alert" className={styles.problem}>
          <strong>Not sent.</strong> {problem}
        </p>
      </Box>
    );
  }
  if (failed) {
    const explained = report?.attempt === attempt ? report!.report : null;
    return (
      <Box onClear={clear}>
        {explained ? (
          <div role="alert" className={styles.problem} data-failure={explained.cause}>
            <p>
              <strong>No response.</strong> {explained.summary}
            </p>
            <p>{explained.advice}</p>
          </div>
        ) : (
          <p className={styles.placeholder}>The request failed; finding out why…</p>
        )}
      </Box>
    );
  }
  const foreign =
    attempt && code
      ? foreignResponse({
          status: code,
          contentType: headers?.['content-type'],
          declared: Object.values(item.responses ?? {}).flatMap((response) => Object.keys(response.content ?? {})),
          requestUrl: attempt.url,
          operationPath: item.path ?? '',
        })
      : null;
  if (foreign) {
    const body = value ?? '';
    return (
      <Box onClear={clear}>
        <div role="alert" className={styles.problem} data-failure="not-core">
          <p>
            <strong>Not a Core response.</strong> {foreign}
          </p>
        </div>
        {body && (
          <details className={styles.foreignBody}>
            <summary>The body as received ({body.length.toLocaleString('en')} characters)</summary>
            <pre>{body.length > SHOWN_FOREIGN_BODY ? `${body.slice(0, SHOWN_FOREIGN_BODY)}\n…` : body}</pre>
          </details>
        )}
      </Box>
    );
  }
  if (example?.kind === 'no-record') {
    return (
      <Box>
        <div role="status" className={styles.example} data-answer="example">
          <p>
            <strong>No example response.</strong> {example.summary}
          </p>
        </div>
      </Box>
    );
  }
  const fromExamples = example?.kind === 'response' && code === example.status ? example : null;
  if (fromExamples && !value) {
    return (
      <Box onClear={clear}>
        <div role="status" className={styles.example} data-answer="example">
          <p>
            <strong>Example response {fromExamples.status}, not from a server.</strong> {fromExamples.summary}
          </p>
        </div>
      </Box>
    );
  }
  if (!code && !value) {
    return (
      <Box>
        <p className={styles.placeholder}>
          Press <strong>Send API Request</strong> above: the status and body of the response appear here.
        </p>
      </Box>
    );
  }
  const link = walletLink(item, code, value);
  return (
    <>
      {fromExamples && (
        <div role="status" className={styles.example} data-answer="example">
          <p>
            <strong>Example response, not from a server.</strong> {fromExamples.summary}
          </p>
        </div>
      )}
      <Response {...props} />
      {link && (
        <div className={styles.walletLink}>
          <QrCode value={link.url} label={link.label} fileName={link.fileName} />
        </div>
      )}
    </>
  );
}
