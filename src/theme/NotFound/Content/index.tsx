/**
 * Replaces the theme's not-found text: readers who hit a dead address get a
 * search box and the main sections instead of a dead end, and search engines
 * are told not to index the page.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SearchForm from '@site/src/components/SearchForm';
import { ROUTES } from '@site/config/site';
import styles from './styles.module.css';

const SECTIONS = [
  { to: ROUTES.getStarted, label: 'Get started', text: 'Issue and verify a first credential.' },
  { to: ROUTES.deploy, label: 'Deploy', text: 'Run and configure the platform.' },
  { to: ROUTES.integrate, label: 'Integrate', text: 'APIs, SDK and OpenID Bridge.' },
  { to: ROUTES.use, label: 'Use', text: 'Desk tutorials, step by step.' },
  { to: ROUTES.apis, label: 'API reference', text: 'Core, Desk and Bridge APIs.' },
  { to: ROUTES.releaseNotes, label: 'Release notes', text: 'What changed in each version.' },
];

export default function NotFoundContent({ className }: { className?: string }): React.JSX.Element {
  return (
    <main className={`container margin-vert--xl ${className ?? ''}`}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the documentation was reorganised. Search for it,
            or start from one of the sections below.
          </p>
          <SearchForm />
          <nav aria-label="Main sections">
            <ul className={styles.sections}>
              {SECTIONS.map((s) => (
                <li key={s.to}>
                  <Link to={s.to} className={styles.card}>
                    <strong>{s.label}</strong>
                    <span>{s.text}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
