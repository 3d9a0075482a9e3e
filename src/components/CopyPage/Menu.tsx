/**
 * The menu of the "Copy page" control, loaded the first time it opens.
 * A disclosure list (not an ARIA menu): Tab moves through its entries,
 * Escape closes it (handled by the control).
 */
import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { copyText } from './actions';
import { assistantLinks } from './assistants';
import type { Status } from './status';
import styles from './Menu.module.css';

interface Props {
  id: string;
  markdownUrl: string;
  llmsUrl: string;
  onDone(result: Status): void;
}

export default function Menu({ id, markdownUrl, llmsUrl, onDone }: Props): React.JSX.Element {
  // The deployed twin, not the one on this host: an assistant cannot read a preview on localhost.
  const { siteConfig } = useDocusaurusContext();
  const assistants = assistantLinks(`${siteConfig.url}${markdownUrl}`);
  const copyLlmsLink = () => {
    copyText(new URL(llmsUrl, window.location.href).href).then(
      () => onDone('linkCopied'),
      () => onDone('failed'),
    );
  };
  return (
    <ul id={id} className={styles.menu}>
      <li>
        <a className={styles.item} href={markdownUrl} target="_blank" rel="noopener noreferrer">
          View as Markdown
          <span className={styles.hint}>Opens in a new tab</span>
        </a>
      </li>
      <li>
        <button type="button" className={styles.item} onClick={copyLlmsLink}>
          Copy link to llms.txt
          <span className={styles.hint}>The index of all pages, for assistants</span>
        </button>
      </li>
      {assistants.map(({ name, href }) => (
        <li key={name}>
          <a className={styles.item} href={href} target="_blank" rel="noopener noreferrer">
            Open in {name}
            <span className={styles.hint}>Ask {name} about this page</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
