/**
 * Wraps the OpenAPI theme's server field (under "Base URL" in the request
 * panel) to offer the other place answers can come from: "Example responses
 * (no server)", the spec's examples, answered in the browser
 * (src/components/TryItExamples). The theme's field stays: the code samples
 * name its URL in both cases.
 */
import React, { useId, type ComponentProps } from 'react';
import Server from '@theme-original/ApiExplorer/Server';
import { useOptionalTryItRequest } from '@site/src/components/TryItRequest/context';
import type { AnswerSource } from '@site/src/components/TryItExamples/mode';
import styles from './styles.module.css';

type Props = ComponentProps<typeof Server>;

const CHOICES: ReadonlyArray<{ source: AnswerSource; label: string }> = [
  { source: 'server', label: 'Your server (this URL)' },
  { source: 'examples', label: 'Example responses (no server)' },
];

export default function ServerWrapper(props: Props): React.JSX.Element {
  const panel = useOptionalTryItRequest();
  const name = useId();
  if (!panel) return <Server {...props} />;
  return (
    <>
      <fieldset className={styles.choice} data-answer-source={panel.source}>
        <legend className={styles.legend}>Answers from</legend>
        <div className={styles.options}>
          {CHOICES.map(({ source, label }) => (
            <label key={source} className={styles.option}>
              <input
                type="radio"
                name={name}
                value={source}
                checked={panel.source === source}
                onChange={() => panel.setSource(source)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {panel.source === 'examples' && (
        <p className={styles.note}>
          Send checks the request as for a server, then answers with the spec&apos;s example for this operation. Nothing
          leaves the browser. IDs that a create answers with are kept in this tab, so a later get finds them.
        </p>
      )}
      <Server {...props} />
    </>
  );
}
