import type { Plugin } from '@docusaurus/types';

/**
 * Routes that exist only for the end-to-end tests: a page whose component
 * throws, to prove the error fallback. Added only when DOCS_TEST_PAGES=1,
 * so `npm run build` for deployment never contains them.
 */
export default function testPagesPlugin(): Plugin {
  return {
    name: 'test-pages',
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: '/__test__/crash',
        component: '@site/src/plugins/test-pages/CrashPage.tsx',
        exact: true,
      });
    },
  };
}
