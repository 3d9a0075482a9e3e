import React, { useMemo } from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { generateSample, SAMPLE_LANGUAGES, type HttpRequest } from './generate';
import { sdkEquivalentOf, type SdkEquivalent } from './sdkEquivalent';
import SdkSamples from './SdkSamples';
import styles from './styles.module.css';

/**
 * The SDK function of the current API page, from its front matter. The samples
 * render only in the API explorer of an API page, which is a doc page: the
 * theme's ApiItem reads the same `useDoc`, so its provider is always there.
 */
function useSdkEquivalent(): SdkEquivalent | null {
  return sdkEquivalentOf(useDoc().frontMatter as Record<string, unknown>);
}

/**
 * The request as code, one tab per language (the choice is remembered across
 * pages). `lazy` renders only the chosen language; the built page renders all
 * six, so they read without JavaScript and reach the page's Markdown twin.
 * Where the mobile SDK has a function that does the same, its call follows.
 */
export default function ApiCodeSamples({
  request,
  lazy = true,
}: {
  request: HttpRequest;
  lazy?: boolean;
}): React.JSX.Element {
  const samples = useMemo(
    () => SAMPLE_LANGUAGES.map((language) => ({ ...language, code: generateSample(language.id, request) })),
    [request],
  );
  const sdk = useSdkEquivalent();
  return (
    <>
      <section className={styles.samples} aria-label="Request samples">
        <Tabs groupId="api-code-sample-language" queryString={false} lazy={lazy} className={styles.tabs}>
          {samples.map((sample) => (
            <TabItem key={sample.id} value={sample.id} label={sample.label}>
              <CodeBlock language={sample.highlight} className={styles.code}>
                {sample.code}
              </CodeBlock>
            </TabItem>
          ))}
        </Tabs>
      </section>
      {sdk && <SdkSamples equivalent={sdk} lazy={lazy} />}
    </>
  );
}
