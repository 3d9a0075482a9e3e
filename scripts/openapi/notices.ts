/**
 * What an older version's pages carry on top (the API page generator writes it:
 * ./markdown-generators.ts). No import of config/openapi.ts, which reads the generators.
 */
import { apiNamed, type ApiName } from '../../config/apis.ts';
import { CURRENT_API_VERSION } from '../../config/api-versions.ts';

/**
 * The notice at the top of an older version's page: which version it is, and a
 * link to the same page in the current version, or, when the current version has
 * no such operation, to the API changelog that says what became of it.
 */
export function oldVersionNotice(
  version: string,
  api: ApiName,
  slug: string,
  inCurrent: boolean,
  changelogRoute: string,
): string {
  const current = CURRENT_API_VERSION.label;
  const target = inCurrent
    ? `[the same page for Core ${current}](/reference/${api}/${slug})`
    : `[the API changelog](${changelogRoute}), which says what Core ${current} has instead`;
  return `:::caution[Core ${version}: an older version]\n\nThis page describes the ${apiNamed(api).label} of Core ${version}. See ${target}.\n\n:::\n\n`;
}

/**
 * The head of an older page whose operation is unchanged in the current version:
 * its canonical address is the current page, so search engines index that one.
 * (A `<head>` in MDX is placed after the theme's, so its canonical link wins.)
 */
export function canonicalHead(absoluteUrl: string): string {
  return `<head>\n  <link rel="canonical" href="${absoluteUrl}" />\n</head>\n\n`;
}
