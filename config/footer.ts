import type { Footer } from '@docusaurus/theme-common';
import { EXTERNAL, PRODUCT_FULL_NAME, PRODUCT_NAME, ROUTES, SITE_VERSION } from './site';

export const footer: Footer = {
  style: 'dark',
  links: [
    {
      title: 'Start',
      items: [
        { label: 'Free trial', to: ROUTES.trial },
        { label: 'Get started', to: ROUTES.getStarted },
        { label: 'Release notes', to: ROUTES.releaseNotes },
        { label: 'Changelog', to: ROUTES.changelog },
      ],
    },
    {
      title: 'Reference',
      items: [
        { label: 'APIs', to: ROUTES.apis },
        { label: 'SDK', to: ROUTES.sdk },
        { label: 'Configuration', to: ROUTES.configReference },
      ],
    },
    {
      title: 'Contact',
      items: [
        { label: 'Contact sales', href: EXTERNAL.contactSales },
        { label: 'Request documentation', href: EXTERNAL.documentationRequestForm },
        { label: `${PRODUCT_NAME} website`, href: EXTERNAL.company },
      ],
    },
    {
      title: 'Legal',
      items: [
        { label: 'Privacy policy', href: EXTERNAL.privacyPolicy },
        { label: 'Terms of use', href: EXTERNAL.termsOfUse },
      ],
    },
  ],
  copyright: `© ${new Date().getFullYear()} ${PRODUCT_NAME} AG · ${PRODUCT_FULL_NAME} ${SITE_VERSION}`,
};
