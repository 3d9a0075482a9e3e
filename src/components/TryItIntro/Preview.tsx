/**
 * The "Try it" button and code samples of the current API page, from the
 * operation the OpenAPI plugin stores in the page's front matter (gzipped,
 * base64-encoded, as the theme's ApiItem reads it). Rendered into the built
 * page by src/theme/SkeletonLoader.
 */
import React from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import TryItIntro from '@site/src/components/TryItIntro';
import { requestFromOperation, type ApiOperation } from '@site/src/components/ApiCodeSamples/fromOperation';

// The theme loads pako with `require` (its CommonJS build): the same copy here.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the theme's CommonJS copy, as said above
const { ungzip } = require('pako') as { ungzip(data: Uint8Array): Uint8Array };

function operationOf(api: unknown): ApiOperation | null {
  if (api && typeof api === 'object') return api as ApiOperation;
  if (typeof api !== 'string') return null;
  try {
    const bytes = Uint8Array.from(atob(api), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(ungzip(bytes))) as ApiOperation;
  } catch {
    return null;
  }
}

export default function TryItPreview(): React.JSX.Element | null {
  const { frontMatter } = useDoc();
  const operation = operationOf((frontMatter as { api?: unknown }).api);
  if (!operation) return null;
  return <TryItIntro method={operation.method} request={requestFromOperation(operation)} allLanguages />;
}
