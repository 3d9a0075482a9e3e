/**
 * The theme's ParamsDetails lists an operation's parameters as a <ul> whose children are this
 * component's <div>s, which HTML does not allow (the Nu HTML Checker flags every one). Each
 * parameter goes into an <li> of its own; the theme's drawing of it is unchanged.
 */
import React, { type ReactNode } from 'react';
import ParamsItem from '@theme-original/ParamsItem';
import styles from './styles.module.css';

type Props = React.ComponentProps<typeof ParamsItem>;

export default function ParamsItemInListItem(props: Props): ReactNode {
  return (
    <li className={styles.item}>
      <ParamsItem {...props} />
    </li>
  );
}
