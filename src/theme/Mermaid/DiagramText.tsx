/** A diagram as text (outline.ts): what a page read without JavaScript shows in its place. */
import React from 'react';
import { outlineDiagram, type OutlineItem } from './outline';
import styles from './styles.module.css';

function Items({ items, ordered }: { items: OutlineItem[]; ordered: boolean }): React.JSX.Element {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List>
      {items.map((item, index) => (
        <li key={index}>
          {item.text}
          {item.children && item.children.length > 0 && <Items items={item.children} ordered={ordered} />}
        </li>
      ))}
    </List>
  );
}

export default function DiagramText({ source }: { source: string }): React.JSX.Element {
  const outline = outlineDiagram(source);
  return (
    <div className={styles.text} data-diagram-text="">
      {outline && outline.unread.length === 0 ? (
        <>
          <p>{outline.summary}</p>
          <Items items={outline.items} ordered={outline.ordered} />
        </>
      ) : (
        // A kind of diagram outline.ts cannot read: its source is the next best text.
        <pre>{source}</pre>
      )}
    </div>
  );
}
