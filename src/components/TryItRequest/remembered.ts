/**
 * What the "Try it" panel remembers in the browser's localStorage, per API
 * (Core, Desk, Bridge each have their own server): the server URL always,
 * the token only after the reader ticks "Remember my token". Nothing else
 * is stored, and `forgetAll` removes it all.
 */
export const STORAGE_KEY = 'procivis-docs:try-it';

export interface RememberedApi {
  /** Server variables by name (`baseUrl`). */
  variables?: Record<string, string>;
  /** Credentials by security scheme and field (`bearer.token`), kept only when `rememberToken` is on. */
  auth?: Record<string, Record<string, string>>;
}

export interface Remembered {
  rememberToken: boolean;
  apis: Record<string, RememberedApi>;
}

const EMPTY: Remembered = { rememberToken: false, apis: {} };

/** The browser's localStorage, or undefined where there is none or it is blocked (reading the property throws then). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

/** The stored settings; anything unreadable counts as nothing stored. */
export function readRemembered(storage: Pick<Storage, 'getItem'> | undefined): Remembered {
  try {
    const parsed = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Partial<Remembered> | null;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.apis !== 'object' || !parsed.apis) return EMPTY;
    return { rememberToken: parsed.rememberToken === true, apis: parsed.apis };
  } catch {
    return EMPTY;
  }
}

/** Stores the settings of one API; credentials only when the reader asked for them to be remembered. */
export function writeRemembered(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
  api: string,
  update: { rememberToken: boolean; variables: Record<string, string>; auth: Record<string, Record<string, string>> },
): void {
  if (!storage) return;
  const apis: Record<string, RememberedApi> = { ...readRemembered(storage).apis };
  apis[api] = { variables: update.variables, auth: update.auth };
  for (const [name, entry] of Object.entries(apis)) {
    // Turning remembering off removes the tokens of every API, not only this one.
    const kept: RememberedApi = {
      ...(Object.keys(entry.variables ?? {}).length ? { variables: entry.variables } : {}),
      ...(update.rememberToken && Object.keys(entry.auth ?? {}).length ? { auth: entry.auth } : {}),
    };
    if (Object.keys(kept).length) apis[name] = kept;
    else delete apis[name];
  }
  try {
    if (!update.rememberToken && !Object.keys(apis).length) storage.removeItem(STORAGE_KEY);
    else storage.setItem(STORAGE_KEY, JSON.stringify({ rememberToken: update.rememberToken, apis }));
  } catch {
    // Storage full or disabled (private mode): the panel works, it just forgets.
  }
}

export function forgetAll(storage: Pick<Storage, 'removeItem'> | undefined): void {
  storage?.removeItem(STORAGE_KEY);
}
