import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRequire } from 'node:module';
import { navbar } from '../../config/navbar.ts';

// The theme's own validation of themeConfig, exactly as `docusaurus build` runs it.
const require = createRequire(import.meta.url);
const { validateThemeConfig } = require('@docusaurus/theme-classic') as {
  validateThemeConfig: (args: {
    themeConfig: unknown;
    validate: (schema: unknown, value: unknown) => unknown;
  }) => unknown;
};
const { normalizeThemeConfig: validate } = require('@docusaurus/utils-validation') as {
  normalizeThemeConfig: (schema: unknown, value: unknown) => unknown;
};

const check = (items: unknown[]) => validateThemeConfig({ themeConfig: { navbar: { ...navbar, items } }, validate });

describe('navbar configuration', () => {
  it('passes the theme validation, custom item type included', () => {
    assert.doesNotThrow(() => check(navbar.items));
    assert.ok(navbar.items.some((item) => item.type === 'custom-cta'));
  });

  it('still fails on a navbar item of unknown type, with a message naming it', () => {
    assert.throws(
      () => check([...navbar.items, { type: 'bogus', label: 'Nope', to: '/' }]),
      /Bad navbar item type bogus/,
    );
  });
});
