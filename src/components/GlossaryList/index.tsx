import { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { glossary, type GlossaryTerm } from '@site/src/data/glossary';
import { groupByLetter } from './group';
import styles from './styles.module.css';

function Entry({ term }: { term: GlossaryTerm }): ReactNode {
  return (
    <div className={styles.entry}>
      <Heading as="h3" id={term.id}>
        {term.term}
      </Heading>
      {term.aliases && term.aliases.length > 0 && <p className={styles.aliases}>Also: {term.aliases.join(', ')}</p>}
      <p>{term.definition}</p>
      <p>
        <Link to={term.link}>Read more about {term.term}</Link>
      </p>
    </div>
  );
}

/**
 * Every glossary term, grouped by first letter, with a letter index on top.
 * Headings go through @theme/Heading so their anchors are registered for the
 * broken-anchor check that guards <Term> links.
 */
export default function GlossaryList(): ReactNode {
  const groups = groupByLetter(glossary);
  return (
    <>
      <nav aria-label="Glossary letters" className={styles.index}>
        <ul>
          {groups.map(({ letter, anchor }) => (
            <li key={letter}>
              <Link to={`#${anchor}`}>{letter}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ letter, anchor, terms }) => (
        <section key={letter} aria-labelledby={anchor}>
          <Heading as="h2" id={anchor}>
            {letter}
          </Heading>
          {terms.map((term) => (
            <Entry key={term.id} term={term} />
          ))}
        </section>
      ))}
    </>
  );
}
