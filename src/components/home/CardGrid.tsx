import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './home.module.css';

export interface Card {
  title: string;
  to: string;
  text: string;
  cta?: string;
  badge?: string;
}

export default function CardGrid({ cards, compact = false }: { cards: Card[]; compact?: boolean }): React.JSX.Element {
  return (
    <ul className={clsx(styles.grid, compact && styles.gridCompact)}>
      {cards.map((card) => (
        <li key={card.to}>
          <Link to={card.to} className={styles.card}>
            <Heading as="h3" className={styles.cardTitle}>
              {card.title}
              {card.badge && <span className={styles.badge}>{card.badge}</span>}
            </Heading>
            <p>{card.text}</p>
            {card.cta && <span className={styles.cardCta}>{card.cta} →</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
