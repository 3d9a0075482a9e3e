import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Hero from '@site/src/components/home/Hero';
import FlowDiagram from '@site/src/components/home/FlowDiagram';
import CardGrid, { type Card } from '@site/src/components/home/CardGrid';
import TrialBox from '@site/src/components/home/TrialBox';
import { PRODUCT_FULL_NAME, ROUTES, TAGLINE } from '@site/config/site';
import { APIS } from '@site/config/apis';
import styles from '@site/src/components/home/home.module.css';

const READERS: Card[] = [
  {
    title: 'Developers',
    // The call to action names the tutorial, so the card opens it rather than the Get started overview.
    to: `${ROUTES.getStarted}/issue`,
    text: 'Call the Core API to issue a credential and verify a presentation in minutes, then embed a wallet with the SDK.',
    cta: 'Issue your first credential',
  },
  {
    title: 'Integrators',
    to: ROUTES.integrate,
    text: 'Connect existing systems through the REST APIs, OpenID Bridge for OIDC logins, and trust lists.',
    cta: 'Choose an integration path',
  },
  {
    title: 'Operators and administrators',
    to: ROUTES.deploy,
    text: 'Deploy the services, configure formats, protocols and key storage, and manage users and organisations.',
    cta: 'Plan a deployment',
  },
];

const SECTIONS: Card[] = [
  {
    title: 'Get started',
    to: ROUTES.getStarted,
    text: 'A first credential issued and a first proof verified, end to end.',
  },
  { title: 'Deploy', to: ROUTES.deploy, text: 'Containers, configuration files, authentication and operations.' },
  { title: 'Integrate', to: ROUTES.integrate, text: 'REST APIs, the mobile SDK and OpenID Bridge.' },
  { title: 'Use', to: ROUTES.use, text: 'Desk tutorials: schemas, issuance, proof requests, revocation.' },
];

const REFERENCE: Card[] = [
  ...APIS.map((api) => ({
    title: api.shortLabel,
    to: `${api.route}/${api.overviewSlug}`,
    text: api.summary,
    badge: 'REST',
  })),
  {
    title: 'Mobile SDK',
    to: ROUTES.sdk,
    text: 'Build a wallet or verifier app for iOS, Android and React Native.',
    badge: 'SDK',
  },
];

export default function Home(): React.JSX.Element {
  return (
    <Layout
      title="Documentation"
      description={`${PRODUCT_FULL_NAME} documentation: ${TAGLINE}. Issue, hold and verify digital credentials with open standards.`}>
      <Hero />
      <main className={styles.main}>
        <section className={styles.section} aria-labelledby="readers">
          <Heading as="h2" id="readers">
            Start where you are
          </Heading>
          <CardGrid cards={READERS} />
        </section>
        <section className={styles.section} aria-labelledby="how">
          <Heading as="h2" id="how">
            How it fits together
          </Heading>
          <p className={styles.lead}>
            An issuer signs a credential and offers it to a wallet. The holder keeps it and later presents only the
            claims a verifier asks for. The verifier checks signatures, status and trust without calling the issuer.
          </p>
          <FlowDiagram />
        </section>
        <section className={styles.section} aria-labelledby="sections">
          <Heading as="h2" id="sections">
            Documentation sections
          </Heading>
          <CardGrid cards={SECTIONS} compact />
        </section>
        <section className={styles.section} aria-labelledby="reference">
          <Heading as="h2" id="reference">
            APIs and SDK
          </Heading>
          <CardGrid cards={REFERENCE} compact />
        </section>
        <TrialBox />
      </main>
    </Layout>
  );
}
