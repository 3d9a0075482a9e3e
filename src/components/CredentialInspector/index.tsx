import React, { useId, useState, type DragEvent, type FormEvent } from 'react';
import type { Inspection } from '@site/src/inspector/types';
import InspectionResult from './InspectionResult';
import { EXAMPLES } from './examples';
import styles from './styles.module.css';

/**
 * The credential inspector: a form that takes a pasted or dropped value and
 * shows what the decoders make of it. The decoders and their libraries load
 * when the reader first inspects something, so opening the page costs only
 * this form. Nothing is sent anywhere and nothing is stored.
 */
export default function CredentialInspector(): React.JSX.Element {
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState('');
  const [state, setState] = useState<
    | { phase: 'idle' }
    | { phase: 'busy' }
    | { phase: 'done'; inspection: Inspection; input: string; checkedAt: Date }
    | { phase: 'error'; message: string }
  >({ phase: 'idle' });

  const run = async (input: string) => {
    setState({ phase: 'busy' });
    try {
      const { inspect } = await import('@site/src/inspector/registry');
      const checkedAt = new Date();
      setState({ phase: 'done', inspection: await inspect(input, checkedAt), input, checkedAt });
    } catch (error) {
      setState({ phase: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(value);
  };

  const drop = async (event: DragEvent<HTMLTextAreaElement>) => {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    // Read in the browser: the file's text goes into the box, nowhere else.
    const text = (await file.text()).trim();
    setValue(text);
    void run(text);
  };

  return (
    <div className={styles.inspector}>
      <form onSubmit={submit} className={styles.form}>
        <label htmlFor={inputId} className={styles.label}>
          Credential, offer or request
        </label>
        <p id={hintId} className={styles.hint}>
          Paste a value or drop a file on the box. It is read in your browser only: nothing is sent or stored.
        </p>
        <textarea
          id={inputId}
          aria-describedby={hintId}
          className={styles.input}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onDrop={(event) => void drop(event)}
          rows={6}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          placeholder="eyJhbGciOi…~WyJ…~  or  openid-credential-offer://?…"
        />
        <div className={styles.actions}>
          <button
            type="submit"
            className="button button--primary"
            disabled={state.phase === 'busy' || value.trim() === ''}>
            {state.phase === 'busy' ? 'Inspecting…' : 'Inspect'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setValue('');
              setState({ phase: 'idle' });
            }}>
            Clear
          </button>
        </div>
        <div className={styles.examples}>
          <span>Or try an example:</span>
          {EXAMPLES.map((example) => (
            <button
              key={example.label}
              type="button"
              className={styles.exampleButton}
              onClick={() => {
                setValue(example.value);
                void run(example.value);
              }}>
              {example.label}
            </button>
          ))}
        </div>
      </form>
      <div aria-live="polite">
        {state.phase === 'error' && (
          <p className={styles.failure} role="alert">
            The inspector could not load: {state.message}. Reload the page to try again.
          </p>
        )}
        {state.phase === 'done' && (
          <InspectionResult inspection={state.inspection} input={state.input} checkedAt={state.checkedAt} />
        )}
      </div>
    </div>
  );
}
