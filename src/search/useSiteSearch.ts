import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { SHARD_DIR } from './files';
import { DEV_INDEX_STATUS_FILE } from './devIndexStatus';
import { createSiteSearchClient, type SiteSearchConfig } from './client';

/** The site's search configuration and its client (one per page view). */
export function useSiteSearch() {
  const { siteConfig } = useDocusaurusContext();
  const backend = (siteConfig.customFields?.searchBackend ?? 'embedded') as SiteSearchConfig['backend'];
  const typesense = siteConfig.themeConfig.typesense as {
    typesenseCollectionName: string;
    typesenseServerConfig: unknown;
  };
  const shardsUrl = useBaseUrl(`/${SHARD_DIR}/`);
  const statusUrl = useBaseUrl(`/${DEV_INDEX_STATUS_FILE}`);
  const devStatusUrl = process.env.NODE_ENV === 'development' ? statusUrl : undefined;
  const documentationRequestForm = siteConfig.customFields?.documentationRequestForm as string;
  const client = useMemo(
    () =>
      createSiteSearchClient({
        backend,
        shardsUrl,
        typesenseServerConfig: typesense.typesenseServerConfig,
        devStatusUrl,
      }),
    [backend, shardsUrl, typesense.typesenseServerConfig, devStatusUrl],
  );
  return { backend, client, collection: typesense.typesenseCollectionName, documentationRequestForm, devStatusUrl };
}
