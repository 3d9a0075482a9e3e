import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { SEARCH_INDEX_FILE, SEARCH_RECORDS_FILE } from './files';
import { createSiteSearchClient, type SiteSearchConfig } from './client';

/** The site's search configuration and its client (one per page view). */
export function useSiteSearch() {
  const { siteConfig } = useDocusaurusContext();
  const backend = (siteConfig.customFields?.searchBackend ?? 'embedded') as SiteSearchConfig['backend'];
  const typesense = siteConfig.themeConfig.typesense as {
    typesenseCollectionName: string;
    typesenseServerConfig: unknown;
  };
  const indexUrl = useBaseUrl(`/${SEARCH_INDEX_FILE}`);
  const recordsUrl = useBaseUrl(`/${SEARCH_RECORDS_FILE}`);
  const documentationRequestForm = siteConfig.customFields?.documentationRequestForm as string;
  const client = useMemo(
    () => createSiteSearchClient({ backend, indexUrl, recordsUrl, typesenseServerConfig: typesense.typesenseServerConfig }),
    [backend, indexUrl, recordsUrl, typesense.typesenseServerConfig],
  );
  return { backend, client, collection: typesense.typesenseCollectionName, documentationRequestForm };
}
