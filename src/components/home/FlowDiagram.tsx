import React from 'react';
import styles from './home.module.css';

const ROLES = [
  { name: 'Issuer', detail: 'Core API or Desk', step: 'Issues a signed credential over OID4VCI' },
  {
    name: 'Holder',
    detail: 'Wallet app or SDK',
    step: 'Stores it and presents selected claims over OID4VP or ISO 18013-5',
  },
  { name: 'Verifier', detail: 'Core API, Desk or Verifier app', step: 'Checks signature, status and trust' },
];

/** The issuer, holder and verifier triangle with the trust registry beneath, drawn in HTML and CSS (no diagram library on the home page). */
export default function FlowDiagram(): React.JSX.Element {
  return (
    <figure className={styles.flow}>
      <ol className={styles.flowRoles}>
        {ROLES.map((role) => (
          <li key={role.name} className={styles.flowRole}>
            <strong>{role.name}</strong>
            <span className={styles.flowDetail}>{role.detail}</span>
            <span className={styles.flowStep}>{role.step}</span>
          </li>
        ))}
      </ol>
      <div className={styles.flowTrust}>
        <strong>Trust registry</strong> · trust anchors and trust entities tell wallets and verifiers whom to trust
      </div>
      <figcaption className={styles.flowCaption}>
        Credentials flow from issuer to holder to verifier; all three consult the same trust lists.
      </figcaption>
    </figure>
  );
}
