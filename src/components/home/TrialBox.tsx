import React from 'react';
import Heading from '@theme/Heading';
import { PRODUCT_FULL_NAME, ROUTES } from '@site/config/site';
import { trialPromise } from './trial-offer';
import styles from './home.module.css';

/** The home page's invitation to the hosted trial, promising what /trial offers (./trial-offer.ts). */
export default function TrialBox(): React.JSX.Element {
  return (
    <section className={styles.trial} aria-labelledby="trial">
      <div>
        <Heading as="h2" id="trial">
          Try {PRODUCT_FULL_NAME} in a hosted environment
        </Heading>
        <p>{trialPromise()}</p>
      </div>
      <a className={styles.trialButton} href={ROUTES.trial}>
        Get Trial Access
      </a>
    </section>
  );
}
