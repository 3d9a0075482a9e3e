import { type ReactNode } from 'react';
import { releaseName } from '@site/config/site';
import { RELEASE_INFO_CLASS } from './class';
import styles from './styles.module.css';

export interface ReleaseInfoProps {
  /** The day of the release, `YYYY-MM-DD`, from a source that records it (see the release notes' "Version numbers"). */
  date: string;
  /** The documentation release this entry is, if it is one. */
  documentation?: string;
  /** The Core release it describes or is. */
  core?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The line under a release's heading in the release notes: its date and what
 * each of its numbers is ("31 March 2026 · documentation 1.23.1 · Core 1.74.2").
 * The feeds take the date and the numbers from it, so the page and the feeds
 * cannot disagree. A date that is not a real day stops the build.
 */
export default function ReleaseInfo({ date, documentation, core }: ReleaseInfoProps): ReactNode {
  const day = new Date(`${date}T00:00:00Z`);
  if (!DAY.test(date) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) {
    throw new Error(`ReleaseInfo: date "${date}" is not a day written YYYY-MM-DD`);
  }
  return (
    <p className={`${RELEASE_INFO_CLASS} ${styles.info}`} data-documentation={documentation} data-core={core}>
      <time dateTime={date}>{format.format(day)}</time> · {releaseName({ documentation, core })}
    </p>
  );
}
