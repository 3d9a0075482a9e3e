import React from 'react';
import Link from '@docusaurus/Link';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import type { SdkEquivalent, SdkPlatform } from './sdkEquivalent';
import styles from './styles.module.css';

/**
 * The SDK reference's tab values, so a platform chosen there is chosen here
 * too; shorter labels than there, to fit the sample column in one row.
 */
const PLATFORMS: Array<{ id: SdkPlatform; value: string; label: string; highlight: string }> = [
  { id: 'ts', value: 'react-native', label: 'React Native', highlight: 'ts' },
  { id: 'kotlin', value: 'kotlin', label: 'Kotlin', highlight: 'kotlin' },
  { id: 'swift', value: 'swift', label: 'Swift', highlight: 'swift' },
];

/** The operation done with the mobile SDK instead of HTTP: the function's call on each platform. */
export default function SdkSamples({
  equivalent,
  lazy,
}: {
  equivalent: SdkEquivalent;
  lazy: boolean;
}): React.JSX.Element {
  const platforms = PLATFORMS.filter((platform) => equivalent.samples[platform.id]);
  return (
    <section className={styles.samples} aria-label="Mobile SDK call">
      <p className="margin-bottom--sm">
        With the mobile SDK:{' '}
        <Link to={equivalent.route}>
          <code>{equivalent.function}</code>
        </Link>{' '}
        calls the same Core method.
      </p>
      <Tabs groupId="platform" queryString={false} lazy={lazy} className={styles.tabs}>
        {platforms.map((platform) => (
          <TabItem key={platform.id} value={platform.value} label={platform.label}>
            <CodeBlock language={platform.highlight} className={styles.code}>
              {equivalent.samples[platform.id]!}
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
