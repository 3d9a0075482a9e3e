/**
 * Why a request from the "Try it" panel got no response, and what the reader
 * can do about it. The browser reports every kind of failure as the same
 * TypeError, so the cause is found from what happened around it: a
 * Content-Security-Policy violation for the request's origin, the page and
 * server schemes (mixed content), the time it took, and whether the server
 * answers a request that CORS does not restrict.
 */
export type FailureCause = 'content-security-policy' | 'mixed-content' | 'timeout' | 'cors' | 'unreachable';

export interface FailureFacts {
  /** Origin of the page (the docs site). */
  pageOrigin: string;
  /** The URL the request went to. */
  requestUrl: string;
  /** The `connect-src` sources of a policy that refused the request, or null when none did. */
  refusedBy: string[] | null;
  /** Milliseconds from the press of Send to the failure. */
  elapsedMs: number;
  /** The panel's time limit in milliseconds. */
  timeoutMs: number;
  /** Whether the server answered a plain (no-cors) request to the same address; null when not asked. */
  serverAnswers: boolean | null;
}

export interface FailureReport {
  cause: FailureCause;
  /** What happened, one sentence. */
  summary: string;
  /** What to do, one or two sentences. */
  advice: string;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether the browser itself stops a request from the page to the URL (HTTPS page, plain-HTTP server that is not this machine). */
export function isMixedContent(pageOrigin: string, requestUrl: string): boolean {
  const page = new URL(pageOrigin);
  const target = new URL(requestUrl);
  return page.protocol === 'https:' && target.protocol === 'http:' && !LOOPBACK.test(target.hostname);
}

/** The facts that can be known without asking the server again; `serverAnswers` decides between the last two causes. */
export function failureCause(facts: FailureFacts): FailureCause {
  if (facts.refusedBy) return 'content-security-policy';
  if (isMixedContent(facts.pageOrigin, facts.requestUrl)) return 'mixed-content';
  // The panel aborts at its limit; a little earlier counts too, timers are not exact.
  if (facts.elapsedMs >= facts.timeoutMs - 500) return 'timeout';
  return facts.serverAnswers ? 'cors' : 'unreachable';
}

export function describeFailure(facts: FailureFacts): FailureReport {
  const cause = failureCause(facts);
  const origin = new URL(facts.requestUrl).origin;
  switch (cause) {
    case 'content-security-policy':
      return {
        cause,
        summary: `Your browser did not send the request: this site's Content-Security-Policy does not allow requests to ${origin}.`,
        advice:
          `It allows ${facts.refusedBy!.length ? facts.refusedBy!.join(' ') : 'this site only'}. ` +
          'Use your server\u2019s HTTPS address or a local one (http://localhost), or send the request with the cURL sample.',
      };
    case 'mixed-content':
      return {
        cause,
        summary: `Your browser did not send the request: this page is served over HTTPS and ${origin} is a plain-HTTP address on another machine.`,
        advice:
          'Use the server\u2019s HTTPS address, or a tunnel that gives it one, or send the request with the cURL sample.',
      };
    case 'timeout':
      return {
        cause,
        summary: `${origin} did not answer within ${Math.round(facts.timeoutMs / 1000)} seconds, so the request was stopped.`,
        advice:
          'Check that the server is running and not overloaded, then send again; for slow operations use the cURL sample, which waits longer.',
      };
    case 'cors':
      return {
        cause,
        summary: `${origin} answered, but its CORS headers do not allow pages from ${facts.pageOrigin} to read the response, so your browser withheld it.`,
        advice:
          `Add ${facts.pageOrigin} to the allowed origins (CORS) of the server or of the reverse proxy in front of it, ` +
          'or send the request through a proxy that adds them, or use the cURL sample.',
      };
    case 'unreachable':
      return {
        cause,
        summary: `Nothing answered at ${origin}.`,
        advice:
          'Check the server URL (scheme, host and port), that the server is running, and that this computer can reach it (VPN, firewall).',
      };
  }
}

/** The `connect-src` sources of a policy, from the policy text a violation event carries. */
export function connectSources(policy: string): string[] {
  for (const directive of policy.split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name?.toLowerCase() === 'connect-src') return values;
  }
  for (const directive of policy.split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name?.toLowerCase() === 'default-src') return values;
  }
  return [];
}
