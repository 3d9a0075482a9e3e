/**
 * What the wrapped request form and response box of the "Try it" panel share:
 * the request refused before sending (and why), or the request on its way,
 * watched for a Content-Security-Policy refusal so that a failure can be
 * explained; and where the answers come from (the reader's server or the
 * spec's examples, src/components/TryItExamples), with the example answer
 * last given.
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
import { browserStorage } from './remembered';
import { readAnswerSource, writeAnswerSource, type AnswerSource } from '../TryItExamples/mode';
import type { ExampleAnswer } from '../TryItExamples/answer';

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
  /** The answer given from the spec's examples for the last press of Send, or null. */
  example: ExampleAnswer | null;
  source: AnswerSource;
  refuse(problem: string): void;
  start(url: string): void;
  answer(example: ExampleAnswer): void;
  setSource(source: AnswerSource): void;
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
  const [example, setExample] = useState<ExampleAnswer | null>(null);
  const [source, setSourceState] = useState<AnswerSource>(() => readAnswerSource(browserStorage('sessionStorage')));
  const stopWatching = useRef<() => void>(() => undefined);
  useEffect(() => () => stopWatching.current(), []);

  const refuse = useCallback((reason: string) => {
    stopWatching.current();
    setAttempt(null);
    setExample(null);
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
    setExample(null);
    setAttempt(current);
  }, []);

  const answer = useCallback((given: ExampleAnswer) => {
    stopWatching.current();
    setProblem(null);
    setAttempt(null);
    setExample(given);
  }, []);

  const setSource = useCallback((chosen: AnswerSource) => {
    writeAnswerSource(browserStorage('sessionStorage'), chosen);
    setSourceState(chosen);
  }, []);

  const value = useMemo(
    () => ({ problem, attempt, example, source, refuse, start, answer, setSource }),
    [problem, attempt, example, source, refuse, start, answer, setSource],
  );
  return <TryItRequestContext.Provider value={value}>{children}</TryItRequestContext.Provider>;
}

/** The panel's shared state, or null outside the panel (a theme part rendered elsewhere). */
export function useOptionalTryItRequest(): TryItRequestState | null {
  return useContext(TryItRequestContext);
}

export function useTryItRequest(): TryItRequestState {
  const state = useContext(TryItRequestContext);
  if (!state) throw new Error('useTryItRequest: the request panel is not inside <TryItRequestProvider>');
  return state;
}
