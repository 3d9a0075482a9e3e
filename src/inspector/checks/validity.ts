/**
 * The validity window of a credential or request against the reader's clock:
 * JWT NumericDates (`nbf`, `iat`, `exp`) or the VC data model's dates.
 */
import type { InspectionCheck } from '../types';

export interface ValidityWindow {
  /** Where each date came from, for the message, e.g. `nbf`, `validFrom`. */
  notBefore?: { key: string; date: Date };
  issuedAt?: { key: string; date: Date };
  expires?: { key: string; date: Date };
  /** Dates that were present but could not be read. */
  unreadable: string[];
}

/** Reads `nbf`, `iat` and `exp` of a JWT payload (seconds since 1970, RFC 7519 §2). */
export function jwtValidityWindow(payload: Record<string, unknown>): ValidityWindow {
  const window: ValidityWindow = { unreadable: [] };
  const read = (key: string) => {
    const value = payload[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      window.unreadable.push(`${key} is ${JSON.stringify(value)}, not a number of seconds since 1970`);
      return undefined;
    }
    return { key, date: new Date(value * 1000) };
  };
  window.notBefore = read('nbf');
  window.issuedAt = read('iat');
  window.expires = read('exp');
  return window;
}

/** Reads the dates of a VC data model credential (1.1: issuanceDate, expirationDate; 2.0: validFrom, validUntil). */
export function vcdmValidityWindow(credential: Record<string, unknown>): ValidityWindow {
  const window: ValidityWindow = { unreadable: [] };
  const read = (key: string) => {
    const value = credential[key];
    if (value === undefined) return undefined;
    const date = typeof value === 'string' ? new Date(value) : undefined;
    if (!date || Number.isNaN(date.getTime())) {
      window.unreadable.push(`${key} is ${JSON.stringify(value)}, not an XML Schema date-time`);
      return undefined;
    }
    return { key, date };
  };
  window.notBefore = read('validFrom');
  window.issuedAt = read('issuanceDate');
  window.expires = read('validUntil') ?? read('expirationDate');
  return window;
}

function ago(milliseconds: number): string {
  const minutes = Math.round(Math.abs(milliseconds) / 60000);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hours`;
  return `${Math.round(hours / 24)} days`;
}

/** Compares the window with `now`, the reader's clock; `subject` names what is checked ("credential", "request object"). */
export function validityCheck(window: ValidityWindow, now: Date, subject: string): InspectionCheck {
  const name = `The ${subject} is within its validity window`;
  const clock = `your clock says ${now.toISOString()}`;
  if (window.unreadable.length) return { name, status: 'failed', detail: `${window.unreadable.join('; ')}.` };
  const { notBefore, issuedAt, expires } = window;
  if (!notBefore && !issuedAt && !expires) {
    return {
      name,
      status: 'not-possible',
      detail: `The ${subject} carries no validity dates, so there is nothing to compare with your clock.`,
    };
  }
  if (notBefore && notBefore.date > now) {
    return {
      name,
      status: 'failed',
      detail: `Not valid before ${notBefore.date.toISOString()} (${notBefore.key}), ${ago(notBefore.date.getTime() - now.getTime())} from now; ${clock}.`,
    };
  }
  if (issuedAt && issuedAt.date > now) {
    return {
      name,
      status: 'failed',
      detail: `Issued in the future: ${issuedAt.date.toISOString()} (${issuedAt.key}), ${ago(issuedAt.date.getTime() - now.getTime())} from now; ${clock}.`,
    };
  }
  if (expires && expires.date < now) {
    return {
      name,
      status: 'failed',
      detail: `Expired at ${expires.date.toISOString()} (${expires.key}), ${ago(now.getTime() - expires.date.getTime())} ago; ${clock}.`,
    };
  }
  const from = notBefore ?? issuedAt;
  const parts = [
    from ? `valid from ${from.date.toISOString()} (${from.key})` : undefined,
    expires ? `until ${expires.date.toISOString()} (${expires.key})` : 'with no expiry',
  ];
  return {
    name,
    status: 'passed',
    detail: `${parts.filter(Boolean).join(' ')}; ${clock}.`.replace(/^./, (first) => first.toUpperCase()),
  };
}
