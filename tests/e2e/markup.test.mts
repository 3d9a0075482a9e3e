/**
 * Our markup is valid and accessible on one page of every kind, checked by tools nobody here
 * wrote: the Nu HTML Checker (vnu.jar) over the built files, and HTML_CodeSniffer (the engine of
 * pa11y) at WCAG 2 AA over the hydrated pages. An error either comes from a theme and is listed,
 * with its upstream issue, in tests/fixtures/theme-markup-errors.ts, or it fails the test.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { BUILD_DIR, ROOT, requireBuild, useSite } from '../support/site.mts';
import { THEME_MARKUP_ERRORS, type Checker } from '../fixtures/theme-markup-errors.ts';

const site = useSite();

/** One page of each kind: route, and the built file that serves it. */
const SAMPLE: Array<[kind: string, route: string]> = [
  ['home', '/'],
  ['guide', '/keys'],
  ['tutorial', '/get-started/issue'],
  ['operation', '/reference/core/get-credential-list'],
  ['data models', '/reference/core/models/credentials-and-proofs'],
  ['SDK function', '/reference/sdk/api/functions/check_revocation'],
  ['search', '/search'],
  ['glossary', '/glossary'],
  ['error codes', '/reference/errors'],
  ['permissions', '/permissions'],
  ['not found', '/404'],
];

const fileOf = (route: string) => path.join(BUILD_DIR, route === '/' ? 'index.html' : `${route}.html`);

interface Finding {
  route: string;
  message: string;
  extract: string;
}

/** The theme error a finding is, if any. */
const knownThemeError = (checker: Checker, finding: Finding) =>
  THEME_MARKUP_ERRORS.find(
    (known) => known.checker === checker && known.message.test(finding.message) && known.extract.test(finding.extract),
  );

const describeFinding = (finding: Finding) =>
  `${finding.route}: ${finding.message}\n    ${finding.extract.replace(/\s+/g, ' ').slice(0, 200)}`;

describe('markup of every page kind', () => {
  const reader = site.tab();
  it('has no Nu HTML Checker error that a theme does not cause', () => {
    requireBuild();
    const files = SAMPLE.map(([, route]) => fileOf(route));
    for (const file of files) assert.ok(fs.existsSync(file), `${file} was not built`);
    const output = execFileSync(
      'java',
      [
        '-jar',
        path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar'),
        '--format',
        'json',
        '--errors-only',
        '--exit-zero-always',
        '--stdout',
        ...files,
      ],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const { messages } = JSON.parse(output) as {
      messages: Array<{ type: string; url: string; message: string; extract?: string }>;
    };
    const routeOf = (url: string) => SAMPLE[files.indexOf(decodeURIComponent(new URL(url).pathname))]?.[1] ?? url;
    const findings = messages
      .filter((m) => m.type === 'error')
      .map((m) => ({ route: routeOf(m.url), message: m.message, extract: m.extract ?? '' }));
    const ours = findings.filter((finding) => !knownThemeError('vnu', finding));
    assert.deepEqual(ours.map(describeFinding), []);
  });

  it('has no HTML_CodeSniffer WCAG 2 AA error that a theme does not cause', async () => {
    const sniffer = path.join(ROOT, 'node_modules/@pa11y/html_codesniffer/build/HTMLCS.js');
    const ours: Finding[] = [];
    for (const [, route] of SAMPLE) {
      const { page } = await reader.open(route);
      await page.addScriptTag({ path: sniffer });
      const errors = await page.evaluate(
        () =>
          new Promise<Array<{ message: string; extract: string }>>((resolve, reject) => {
            const htmlcs = (
              window as unknown as {
                HTMLCS: {
                  process: (...args: unknown[]) => void;
                  getMessages: () => Array<{ type: number; code: string; msg: string; element: Element }>;
                };
              }
            ).HTMLCS;
            htmlcs.process(
              'WCAG2AA',
              document,
              () =>
                resolve(
                  htmlcs
                    .getMessages()
                    .filter((m) => m.type === 1)
                    .map((m) => ({
                      message: `${m.code}: ${m.msg}`,
                      extract: (m.element as Element).outerHTML?.slice(0, 300) ?? '',
                    })),
                ),
              () => reject(new Error('HTML_CodeSniffer failed to run')),
              'en',
            );
          }),
      );
      ours.push(
        ...errors.map((error) => ({ route, ...error })).filter((finding) => !knownThemeError('htmlcs', finding)),
      );
    }
    assert.deepEqual(ours.map(describeFinding), []);
  });
});
