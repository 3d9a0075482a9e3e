import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ANNOUNCEMENT, PRODUCT_NAME, SITE_TITLE, SITE_VERSION, TAGLINE } from '../../config/site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('site constants', () => {
  it('takes the version from package.json', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    assert.equal(SITE_VERSION, pkg.version);
    assert.equal(SITE_VERSION, '1.23.1');
  });

  it('builds the title and announcement from the product name', () => {
    assert.equal(SITE_TITLE, `${PRODUCT_NAME} One Documentation`);
    assert.equal(TAGLINE, 'Enabling the future of digital identity');
    assert.match(ANNOUNCEMENT.html, new RegExp(SITE_VERSION.replaceAll('.', '\\.')));
  });

  it('keeps browser-imported constants free of process.env', () => {
    assert.doesNotMatch(fs.readFileSync(path.join(ROOT, 'config/site.ts'), 'utf8'), /process\.env/);
  });
});
