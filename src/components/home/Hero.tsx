import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { PRODUCT_FULL_NAME, ROUTES, TAGLINE } from '@site/config/site';
import styles from './home.module.css';

const STANDARDS = ['OID4VCI', 'OID4VP', 'ISO mdoc', 'SD-JWT VC', 'W3C VC', 'DIDs', 'X.509', 'Trust lists'];

export default function Hero(): React.JSX.Element {
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <p className={styles.eyebrow}>{PRODUCT_FULL_NAME} Documentation</p>
        <Heading as="h1" className={styles.title}>
          {TAGLINE}
        </Heading>
        <p className={styles.subtitle}>
          Issue, hold and verify digital credentials on one platform, with the open standards that European and Swiss
          digital identity wallets speak.
        </p>
        <div className={styles.actions}>
          <Link className={styles.primary} to={ROUTES.getStarted}>
            Get started
          </Link>
          <Link className={styles.secondary} to={ROUTES.apis}>
            Explore the APIs
          </Link>
        </div>
        <ul className={styles.standards} aria-label="Supported standards">
          {STANDARDS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </div>
    </header>
  );
}
