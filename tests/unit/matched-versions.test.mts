/** Packages released together are installed at one version (see config/matched-versions.ts). */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { installedVersions, versionMismatches } from '../../config/matched-versions.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('matched package versions', () => {
  it('finds the installed OpenAPI plugin and theme, and every @docusaurus package, each group at one version', () => {
    const versions = installedVersions(ROOT);
    assert.ok(versions.has('docusaurus-plugin-openapi-docs') && versions.has('docusaurus-theme-openapi-docs'));
    assert.ok([...versions.keys()].filter((name) => name.startsWith('@docusaurus/')).length >= 5);
    assert.deepEqual(versionMismatches(versions), []);
  });

  it('names the packages when the OpenAPI plugin and theme differ', () => {
    const problems = versionMismatches(
      new Map([
        ['docusaurus-plugin-openapi-docs', '5.2.0'],
        ['docusaurus-theme-openapi-docs', '4.7.1'],
        ['@docusaurus/core', '3.10.2'],
      ]),
    );
    assert.equal(problems.length, 1);
    assert.match(problems[0], /docusaurus-plugin-openapi-docs@5\.2\.0, docusaurus-theme-openapi-docs@4\.7\.1/);
  });

  it('names the packages when two @docusaurus packages differ', () => {
    const problems = versionMismatches(
      new Map([
        ['@docusaurus/core', '3.10.2'],
        ['@docusaurus/faster', '3.9.2'],
      ]),
    );
    assert.match(
      problems.join('\n'),
      /^Docusaurus packages must be installed at one version, found @docusaurus\/core@3\.10\.2, @docusaurus\/faster@3\.9\.2/,
    );
  });
});
