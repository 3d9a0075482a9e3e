/**
 * Replaces the OpenAPI theme's request body editor. The theme's editor runs
 * on react-live, which evaluates the text as code with `Function` on every
 * change: that breaks the site's Content-Security-Policy (no 'unsafe-eval')
 * and gains nothing for a JSON body. A labelled textarea edits the same
 * form field and feeds the request panel the same way.
 */
import React, { useEffect, useEffectEvent, useId, useState } from 'react';
import styles from './styles.module.css';

// The OpenAPI theme loads react-hook-form with `require` (its CommonJS build);
// an `import` would get the ES build, a second copy whose form context is empty.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the theme's CommonJS copy, as said above
const { Controller, useFormContext } = require('react-hook-form') as typeof import('react-hook-form');

interface Props {
  children: string;
  action: (code: string) => void;
  required?: boolean;
  language?: string;
}

export default function RequestBodyEditor({ children, action, required = false }: Props): React.JSX.Element {
  const id = useId();
  const [code, setCode] = useState(children.replace(/\n$/, ''));
  const { control, formState } = useFormContext();
  const error = formState.errors?.requestBody?.message as string | undefined;
  // The panel passes a new `action` on every render: only a changed body is reported, to the latest `action`.
  // A block body: what `action` returns (the theme's dispatch returns the action) must not become a cleanup.
  const report = useEffectEvent((body: string) => {
    action(body);
  });
  useEffect(() => {
    report(code);
  }, [code]);
  return (
    <div className="openapi-explorer__playground-container">
      <label htmlFor={id} className={styles.label}>
        Request body
      </label>
      <Controller
        control={control}
        name="requestBody"
        rules={{ required: required && !code ? 'This field is required' : false }}
        render={({ field: { onChange, name } }) => (
          <textarea
            id={id}
            name={name}
            className={`${styles.editor} ${error ? styles.invalid : ''}`}
            value={code}
            spellCheck={false}
            rows={Math.min(24, Math.max(6, code.split('\n').length + 1))}
            aria-invalid={!!error}
            onChange={(event) => {
              setCode(event.target.value);
              onChange(event.target.value);
            }}
          />
        )}
      />
      {error && <div className="openapi-explorer__input-error">{error}</div>}
    </div>
  );
}
