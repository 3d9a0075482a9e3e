import React, { useMemo } from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import { generateSample, SAMPLE_LANGUAGES, type HttpRequest } from './generate';
import styles from './styles.module.css';

/**
 * The request as code, one tab per language (the choice is remembered across
 * pages). `lazy` renders only the chosen language; the built page renders all
 * six, so they read without JavaScript and reach the page's Markdown twin.
 */
export default function ApiCodeSamples({ request, lazy = true }: { request: HttpRequest; lazy?: boolean }): React.JSX.Element {
  const samples = useMemo(
    () => SAMPLE_LANGUAGES.map((language) => ({ ...language, code: generateSample(language.id, request) })),
    [request],
  );
  return (
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
  );
}
