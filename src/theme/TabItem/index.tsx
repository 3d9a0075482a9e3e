/**
 * Wraps the theme's tab panel so that each panel carries its tab's label, hidden. With
 * JavaScript off nobody can switch tabs, and static/noscript.css shows every panel with its
 * label above it instead of the tab row; with JavaScript on the label stays hidden. The
 * Markdown twins and the search records leave the label out: they name each tab their own way.
 */
import { type ReactNode } from 'react';
import TabItem from '@theme-original/TabItem';
import type { Props } from '@theme/TabItem';

export default function TabItemWithLabel(props: Props): ReactNode {
  const label = props.label ?? props.value;
  return (
    <TabItem {...props}>
      <p hidden data-tab-label="" data-llms-ignore="">
        {label}
      </p>
      {props.children}
    </TabItem>
  );
}
