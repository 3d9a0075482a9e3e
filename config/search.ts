/**
 * Search settings, from the environment at build time.
 *
 * With TYPESENSE_HOST set, the site queries the hosted Typesense collection
 * with the public search-only key. Without it, the site searches an index
 * built with the site (src/plugins/search-index). Only the search-only key
 * ever reaches the browser; the admin key is read by `npm run search:index`.
 */
export interface TypesenseNode {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface SearchSettings {
  backend: 'typesense' | 'embedded';
  collection: string;
  nodes: TypesenseNode[];
  searchOnlyKey: string;
}

type Env = Record<string, string | undefined>;

/** `a.example.com, b.example.com:8108` -> nodes (a port in the host wins over TYPESENSE_PORT). */
export function parseNodes(hosts: string, port: number, protocol: TypesenseNode['protocol']): TypesenseNode[] {
  return hosts
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = entry.match(/^(?:(https?):\/\/)?([^:/]+)(?::(\d+))?\/?$/);
      if (!match) throw new Error(`TYPESENSE_HOST: cannot read "${entry}" as a host name`);
      return {
        host: match[2],
        port: match[3] ? Number(match[3]) : port,
        protocol: (match[1] as TypesenseNode['protocol'] | undefined) ?? protocol,
      };
    });
}

export function searchSettings(env: Env = process.env): SearchSettings {
  const collection = env.TYPESENSE_COLLECTION?.trim() || 'docs';
  const hosts = env.TYPESENSE_HOST?.trim();
  if (!hosts) return { backend: 'embedded', collection, nodes: [], searchOnlyKey: '' };
  const protocol = (env.TYPESENSE_PROTOCOL?.trim() || 'https') as TypesenseNode['protocol'];
  if (protocol !== 'http' && protocol !== 'https')
    throw new Error(`TYPESENSE_PROTOCOL must be http or https, not "${protocol}"`);
  const port = Number(env.TYPESENSE_PORT?.trim() || 443);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`TYPESENSE_PORT must be a port number, not "${env.TYPESENSE_PORT}"`);
  const searchOnlyKey = env.TYPESENSE_SEARCH_API_KEY?.trim();
  if (!searchOnlyKey)
    throw new Error('TYPESENSE_HOST is set but TYPESENSE_SEARCH_API_KEY (the search-only key) is not');
  return { backend: 'typesense', collection, nodes: parseNodes(hosts, port, protocol), searchOnlyKey };
}

/** themeConfig.typesense for docusaurus-theme-search-typesense. */
export function typesenseThemeConfig(settings: SearchSettings) {
  return {
    typesenseCollectionName: settings.collection,
    // In embedded mode the modal's own client is replaced before it sends anything
    // (src/theme/SearchBar); it still needs a well-formed configuration to start.
    typesenseServerConfig: {
      nodes: settings.backend === 'typesense' ? settings.nodes : [{ host: 'localhost', port: 8108, protocol: 'http' }],
      apiKey: settings.backend === 'typesense' ? settings.searchOnlyKey : 'embedded-index',
      connectionTimeoutSeconds: 3,
      numRetries: Math.max(1, settings.nodes.length),
      retryIntervalSeconds: 0.1,
    },
    typesenseSearchParameters: {},
    contextualSearch: true,
    searchPagePath: 'search',
  };
}
