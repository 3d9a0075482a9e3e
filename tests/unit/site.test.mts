import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  ANNOUNCEMENT,
  CORE_VERSION,
  PRODUCT_NAME,
  releaseName,
  SITE_TITLE,
  SITE_VERSION,
  TAGLINE,
} from '../../config/site.ts';
import { CURRENT_API_VERSION } from '../../config/api-versions.ts';

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
  });

  it("announces the release with both numbers said for what they are, and the Core number is the reference's current Core release", () => {
    assert.equal(`v${CORE_VERSION}`, CURRENT_API_VERSION.coreRelease);
    const text = ANNOUNCEMENT.html.replace(/<[^>]+>/g, '');
    assert.equal(text, 'Release notes: documentation 1.23.1 · Core 1.74.2');
    assert.match(ANNOUNCEMENT.html, /<a href="\/release-notes">Release notes<\/a>/);
  });

  it('names a release by what each of its numbers is', () => {
    assert.equal(releaseName({ documentation: '1.80' }), 'documentation 1.80');
    assert.equal(releaseName({ core: '1.52.4' }), 'Core 1.52.4');
    assert.equal(
      releaseName({ documentation: SITE_VERSION, core: CORE_VERSION }),
      'documentation 1.23.1 · Core 1.74.2',
    );
    assert.throws(() => releaseName({}), /documentation version, a Core version or both/);
  });

  it('keeps browser-imported constants free of process.env', () => {
    assert.doesNotMatch(fs.readFileSync(path.join(ROOT, 'config/site.ts'), 'utf8'), /process\.env/);
  });
});
