import React, { useEffect, useRef } from 'react';
import Link from '@docusaurus/Link';
import QrCode from '@site/src/components/QrCode';
import type {
  CheckStatus,
  InspectedField,
  InspectedPart,
  Inspection,
  InspectionProblem,
} from '@site/src/inspector/types';
import styles from './styles.module.css';

const STATUS_TEXT: Record<CheckStatus, string> = {
  passed: 'Passed',
  failed: 'Failed',
  'not-possible': 'Not possible here',
};
const STATUS_MARK: Record<CheckStatus, string> = { passed: '✓', failed: '✗', 'not-possible': '–' };

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** The pasted text around a problem's position, so the reader sees where it breaks. */
function Excerpt({ input, problem }: { input: string; problem: InspectionProblem }): React.JSX.Element | null {
  if (problem.position?.unit !== 'character') return null;
  const at = problem.position.offset;
  const start = Math.max(0, at - 24);
  const end = Math.min(input.length, at + 24);
  return (
    <code className={styles.excerpt}>
      {start > 0 ? '…' : ''}
      {input.slice(start, at)}
      <mark>{input.slice(at, at + 1) || ' '}</mark>
      {input.slice(at + 1, end)}
      {end < input.length ? '…' : ''}
    </code>
  );
}

function Field({ field }: { field: InspectedField }): React.JSX.Element {
  return (
    <div className={styles.field}>
      <dt>
        {field.href ? <Link to={field.href}>{field.label}</Link> : field.label} <code>{field.key}</code>
      </dt>
      <dd>
        <pre className={styles.value}>{show(field.value)}</pre>
      </dd>
    </div>
  );
}

function Part({ part }: { part: InspectedPart }): React.JSX.Element {
  return (
    <section className={styles.part}>
      <h4>{part.title}</h4>
      {part.fields.length > 0 && (
        <dl className={styles.fields}>
          {part.fields.map((field, index) => (
            <Field key={`${field.key}-${index}`} field={field} />
          ))}
        </dl>
      )}
      <details className={styles.raw}>
        <summary>JSON of this part</summary>
        <pre>{JSON.stringify(part.raw, null, 2)}</pre>
      </details>
    </section>
  );
}

const qrLabel = (url: string) =>
  url.startsWith('openid-credential-offer:') || url.includes('credential_offer')
    ? 'Credential offer'
    : 'Presentation request';

export default function InspectionResult({
  inspection,
  input,
  checkedAt,
}: {
  inspection: Inspection;
  input: string;
  checkedAt: Date;
}): React.JSX.Element {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Move the reader to each new result: it appears below the form, out of sight on a phone.
  useEffect(() => headingRef.current?.focus(), [inspection]);
  return (
    <section className={styles.result} aria-labelledby="inspection-result">
      <h2 id="inspection-result" ref={headingRef} tabIndex={-1}>
        {inspection.kind === 'unrecognised' ? 'Not recognised' : inspection.label}
      </h2>
      <p className={styles.clock}>
        Checked in your browser against your clock, {checkedAt.toISOString()}. Nothing was sent.
      </p>

      {inspection.problems.length > 0 && (
        <div className={styles.problems}>
          <h3>Problems</h3>
          <ul>
            {inspection.problems.map((problem, index) => (
              <li key={index}>
                <strong>{problem.part}</strong>
                {problem.position && (
                  <span className={styles.position}>
                    {' '}
                    ({problem.position.unit} {problem.position.offset + 1})
                  </span>
                )}
                : {problem.message}
                <Excerpt input={input} problem={problem} />
              </li>
            ))}
          </ul>
        </div>
      )}

      {inspection.checks.length > 0 && (
        <>
          <h3>Checks</h3>
          <ul className={styles.checks}>
            {inspection.checks.map((check, index) => (
              <li key={index} className={styles[check.status]} data-status={check.status}>
                <span className={styles.status}>
                  <span aria-hidden="true">{STATUS_MARK[check.status]}</span> {STATUS_TEXT[check.status]}
                </span>
                <span className={styles.checkName}>{check.name}</span>
                <span className={styles.detail}>{check.detail}</span>
              </li>
            ))}
          </ul>
        </>
      )}

      {inspection.coreAnswers.length > 0 && (
        <>
          <h3>What Procivis One Core answers</h3>
          <ul>
            {inspection.coreAnswers.map((answer, index) => (
              <li key={index}>
                {answer.summary}{' '}
                {answer.href && (
                  <Link to={answer.href}>
                    {answer.errorCode ? `${answer.errorCode} in the error codes` : 'Read more'}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      {inspection.scannableUrls.length > 0 && (
        <>
          <h3>Scan it with a wallet</h3>
          <div className={styles.codes}>
            {inspection.scannableUrls.map((url) => (
              <QrCode
                key={url}
                value={url}
                label={qrLabel(url)}
                fileName={qrLabel(url).toLowerCase().replace(/ /g, '-')}
              />
            ))}
          </div>
        </>
      )}

      {inspection.parts.length > 0 && (
        <>
          <h3>Decoded parts</h3>
          {inspection.parts.map((part, index) => (
            <Part key={`${part.title}-${index}`} part={part} />
          ))}
        </>
      )}
    </section>
  );
}
