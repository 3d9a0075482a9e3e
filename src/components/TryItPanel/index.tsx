/**
 * The opened request panel's own parts around the OpenAPI theme's panel:
 * the remembered settings above it, and the shared state through which the
 * wrapped request form and response box explain what went wrong. Loaded
 * with the theme's panel, when the reader opens it.
 */
import React, { type ReactNode } from 'react';
import TryItSettings from '@site/src/components/TryItSettings';
import { TryItRequestProvider } from '@site/src/components/TryItRequest/context';

export default function TryItPanel({ api, children }: { api: string; children: ReactNode }): React.JSX.Element {
  return (
    <TryItRequestProvider>
      <TryItSettings api={api} />
      {children}
    </TryItRequestProvider>
  );
}
