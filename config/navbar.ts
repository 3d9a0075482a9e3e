import type { Navbar } from '@docusaurus/theme-common';
import { CORE_REPOSITORY_URL, PRODUCT_FULL_NAME, ROUTES } from './site';
import { REFERENCE_DOCS_ID } from './openapi';
import { CURRENT_API_VERSION, OLDER_API_VERSIONS } from './api-versions';
import { changelogRoute } from '../scripts/reference/api-changelog/routes';
import { apiNamed } from './apis';

const CORE = apiNamed('core');

/**
 * The fixed top bar. `custom-cta` is this site's own item type, rendered by
 * src/theme/NavbarItem (a wrapper around the theme's NavbarItem).
 */
export const navbar: Navbar = {
  title: '',
  hideOnScroll: false,
  logo: {
    alt: `${PRODUCT_FULL_NAME} Documentation`,
    src: 'img/logo.svg',
    width: 160,
    height: 32,
  },
  items: [
    { to: ROUTES.getStarted, label: 'Get started', position: 'left' },
    { to: ROUTES.deploy, label: 'Deploy', position: 'left' },
    { to: ROUTES.integrate, label: 'Integrate', position: 'left' },
    { to: ROUTES.use, label: 'Use', position: 'left' },
    { type: 'search', position: 'right' },
    // The Core release of the reference being read; shown on reference pages only (src/css/custom.css)
    {
      type: 'docsVersionDropdown',
      docsPluginId: REFERENCE_DOCS_ID,
      position: 'right',
      className: 'navbar__reference-version',
      // what changed from the previous release to the current one
      dropdownItemsAfter: OLDER_API_VERSIONS.length
        ? [
            {
              to: changelogRoute('core', OLDER_API_VERSIONS[0].label, CURRENT_API_VERSION.label),
              label: 'API changelog',
            },
          ]
        : [],
    },
    // Dropdowns whose label stays a link: the menus add the tools integrators reach for next to the reference.
    {
      type: 'dropdown',
      to: ROUTES.apis,
      label: 'APIs',
      position: 'right',
      items: [
        { to: ROUTES.apis, label: 'APIs and conventions' },
        { to: `${CORE.route}/${CORE.overviewSlug}`, label: CORE.label, activeBasePath: CORE.route },
        { to: ROUTES.errors, label: 'Error codes' },
        { to: ROUTES.inspector, label: 'Credential inspector' },
      ],
    },
    {
      type: 'dropdown',
      to: ROUTES.sdk,
      label: 'SDK',
      position: 'right',
      items: [
        { to: ROUTES.sdk, label: 'Mobile SDK' },
        { to: ROUTES.inspector, label: 'Credential inspector' },
      ],
    },
    { to: ROUTES.configReference, label: 'Config Reference', position: 'right' },
    { to: ROUTES.releaseNotes, label: 'Release Notes', position: 'right' },
    {
      href: CORE_REPOSITORY_URL,
      position: 'right',
      className: 'navbar__icon-link navbar__icon-link--github',
      'aria-label': `${PRODUCT_FULL_NAME} Core on GitHub`,
      html: '<span class="visually-hidden navbar__icon-label">GitHub</span>',
    },
    { type: 'custom-cta', to: ROUTES.trial, label: 'Get Trial Access', position: 'right' },
  ],
} as Navbar;
