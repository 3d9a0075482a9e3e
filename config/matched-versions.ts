/**
 * Packages that must be installed at one version together. The OpenAPI
 * plugin writes the pages that its theme renders: with the two at different
 * versions the build still succeeds, but every API page can crash in the
 * browser. Docusaurus' packages are likewise released together. Checked when
 * the config loads (so `npm start` and `npm run build` stop with a clear
 * message) and by the unit tests.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const MATCHED_GROUPS: ReadonlyArray<{ name: string; packages: (name: string) => boolean }> = [
  {
    name: 'docusaurus-openapi-docs',
    packages: (name) => name === 'docusaurus-plugin-openapi-docs' || name === 'docusaurus-theme-openapi-docs',
  },
  { name: 'Docusaurus', packages: (name) => name.startsWith('@docusaurus/') },
];

/** `name@version` of each installed package that the site depends on directly. */
export function installedVersions(siteDir: string): Map<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  const require = createRequire(path.join(siteDir, 'package.json'));
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  const versions = new Map<string, string>();
  for (const name of names) {
    let file: string;
    try {
      file = require.resolve(`${name}/package.json`);
    } catch {
      continue; // not installed, or its package.json is not exported: npm reports missing packages itself
    }
    versions.set(name, JSON.parse(fs.readFileSync(file, 'utf8')).version);
  }
  return versions;
}

/** One message per group whose packages are not all at one version; empty when they match. */
export function versionMismatches(versions: Map<string, string>): string[] {
  return MATCHED_GROUPS.flatMap((group) => {
    const members = [...versions].filter(([name]) => group.packages(name));
    const distinct = new Set(members.map(([, version]) => version));
    if (distinct.size <= 1) return [];
    const list = members.map(([name, version]) => `${name}@${version}`).join(', ');
    return [
      `${group.name} packages must be installed at one version, found ${list}: align them in package.json and run npm install`,
    ];
  });
}

export function assertMatchedVersions(siteDir: string): void {
  const problems = versionMismatches(installedVersions(siteDir));
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
