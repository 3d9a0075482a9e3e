import { useContextualSearchFilters } from '@docusaurus/theme-common';

/** The filter the DocSearch modal sends: the locale and the docs tags of the current docs versions. */
export function useContextualFilter(): string {
  const { locale, tags } = useContextualSearchFilters();
  return [`language:=${locale}`, tags.length > 0 ? `docusaurus_tag:=[${tags.join(',')}]` : null]
    .filter(Boolean)
    .join(' && ');
}

/** The search parameters both the modal and the search page use (as the modal sets them). */
export const QUERY_PARAMETERS = {
  query_by:
    'hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,content',
  include_fields:
    'hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,content,anchor,url,type,id',
  highlight_full_fields:
    'hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,content',
  group_by: 'url',
  group_limit: 3,
  sort_by: 'item_priority:desc',
  snippet_threshold: 8,
  highlight_affix_num_tokens: 4,
} as const;
