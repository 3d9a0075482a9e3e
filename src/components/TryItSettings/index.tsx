/**
 * Keeps the "Try it" panel's server URL across API pages and visits, and the
 * token too when the reader asks for it, in this browser's localStorage
 * (src/components/TryItRequest/remembered.ts); "Forget" removes both, here
 * and in the theme's session storage. Restored values go into the OpenAPI
 * theme's store, so the form, the samples and the request all use them.
 */
import React, { useEffect, useId, useState } from 'react';
import { useTypedDispatch, useTypedSelector } from '@theme/ApiItem/hooks';
import { setServer, setServerVariable } from '@theme/ApiExplorer/Server/slice';
import { setAuthData } from '@theme/ApiExplorer/Authorization/slice';
import {
  browserStorage,
  forgetAll,
  readRemembered,
  writeRemembered,
} from '@site/src/components/TryItRequest/remembered';
import styles from './styles.module.css';

interface ServerOption {
  url: string;
  variables?: Record<string, { default: string }>;
}

/** Server variables the reader changed from the spec's defaults. */
function changedVariables(value: ServerOption | undefined, options: ServerOption[]): Record<string, string> {
  const spec = options.find((o) => o.url === value?.url);
  return Object.fromEntries(
    Object.entries(value?.variables ?? {})
      .filter(([name, variable]) => variable.default && variable.default !== spec?.variables?.[name]?.default)
      .map(([name, variable]) => [name, variable.default]),
  );
}

/** Filled-in credential fields by scheme. */
function filledAuth(data: Record<string, Record<string, string | undefined>>): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(data)
      .map(
        ([scheme, fields]) =>
          [scheme, Object.fromEntries(Object.entries(fields).filter((f): f is [string, string] => !!f[1]))] as const,
      )
      .filter(([, fields]) => Object.keys(fields).length > 0),
  );
}

export default function TryItSettings({ api }: { api: string }): React.JSX.Element {
  const id = useId();
  const dispatch = useTypedDispatch();
  const server = useTypedSelector((s) => s.server as { value?: ServerOption; options: ServerOption[] });
  const authData = useTypedSelector((s) => s.auth.data);
  const [rememberToken, setRememberToken] = useState(() => readRemembered(browserStorage()).rememberToken);
  const [restored, setRestored] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const saved = readRemembered(browserStorage()).apis[api];
    const option = server.value ?? server.options[0];
    if (saved?.variables && option) {
      if (!server.value) dispatch(setServer(JSON.stringify(option)));
      for (const [key, value] of Object.entries(saved.variables)) {
        if (option.variables?.[key]) dispatch(setServerVariable(JSON.stringify({ key, value })));
      }
    }
    for (const [scheme, fields] of Object.entries(saved?.auth ?? {})) {
      if (!authData[scheme]) continue;
      for (const [key, value] of Object.entries(fields)) dispatch(setAuthData({ scheme, key, value }));
    }
    // The next render holds the restored values; saving waits for it, or it would write the defaults over them.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the store is the external system restored here
    setRestored(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the panel opens: later changes are the reader's
  }, []);

  useEffect(() => {
    if (!restored) return;
    writeRemembered(browserStorage(), api, {
      rememberToken,
      variables: changedVariables(server.value, server.options),
      auth: filledAuth(authData),
    });
  }, [restored, api, rememberToken, server.value, server.options, authData]);

  const forget = () => {
    forgetAll(browserStorage());
    setRememberToken(false);
    if (server.options[0]) dispatch(setServer(JSON.stringify(server.options[0])));
    for (const [scheme, fields] of Object.entries(authData)) {
      for (const key of Object.keys(fields)) dispatch(setAuthData({ scheme, key, value: undefined }));
    }
    // The theme keeps the server of this browser tab in session storage.
    browserStorage('sessionStorage')?.removeItem('server');
    setStatus('Forgotten: the server URL is the default again and the token is gone from this browser.');
  };

  return (
    <div className={styles.settings}>
      <p className={styles.note}>
        This browser remembers the server URL for every API page. The token stays until you close the tab, unless you
        tick the box.
      </p>
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          checked={rememberToken}
          onChange={(event) => {
            setRememberToken(event.target.checked);
            setStatus('');
          }}
        />
        <label htmlFor={id}>Remember my token on this device</label>
        <button type="button" className={`button button--sm button--secondary ${styles.forget}`} onClick={forget}>
          Forget server URL and token
        </button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
