/**
 * What the wrapped request form and response box of the "Try it" panel share:
 * the request refused before sending (and why), or the request on its way,
 * watched for a Content-Security-Policy refusal so that a failure can be
 * explained.
 */
import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { connectSources } from './failure';

export interface Attempt {
  url: string;
  startedAt: number;
  /** `connect-src` of a policy that refused a request to the URL's origin, once the browser reports one. */
  refusedBy: string[] | null;
}

interface TryItRequestState {
  /** Why the last press of Send sent nothing, or null. */
  problem: string | null;
  attempt: Attempt | null;
  refuse(problem: string): void;
  start(url: string): void;
}

const TryItRequestContext = createContext<TryItRequestState | null>(null);

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function TryItRequestProvider({ children }: { children: ReactNode }): React.JSX.Element {
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const stopWatching = useRef<() => void>(() => undefined);
  useEffect(() => () => stopWatching.current(), []);

  const refuse = useCallback((reason: string) => {
    stopWatching.current();
    setAttempt(null);
    setProblem(reason);
  }, []);

  const start = useCallback((url: string) => {
    stopWatching.current();
    const current: Attempt = { url, startedAt: Date.now(), refusedBy: null };
    const origin = originOf(url);
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (!/^(connect-src|default-src)$/.test(event.effectiveDirective)) return;
      if (originOf(event.blockedURI) !== origin) return;
      current.refusedBy = connectSources(event.originalPolicy);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    stopWatching.current = () => document.removeEventListener('securitypolicyviolation', onViolation);
    setProblem(null);
    setAttempt(current);
  }, []);

  const value = useMemo(() => ({ problem, attempt, refuse, start }), [problem, attempt, refuse, start]);
  return <TryItRequestContext.Provider value={value}>{children}</TryItRequestContext.Provider>;
}

export function useTryItRequest(): TryItRequestState {
  const state = useContext(TryItRequestContext);
  if (!state) throw new Error('useTryItRequest: the request panel is not inside <TryItRequestProvider>');
  return state;
}
