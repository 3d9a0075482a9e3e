/** The release-notes feed: releases read from the built page with their dates, the RSS and Atom documents read back by a feed parser, and the dates the page gives checked against git. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { load } from 'cheerio';
import Parser from 'rss-parser';
import { firstCommitWith, gitHistory, lastCommitDate } from '../../config/git-history.ts';
import { releaseLink, renderFeeds } from '../../src/plugins/release-feed/feed.ts';
import { releasesFromHtml } from '../../src/plugins/release-feed/releases.ts';

const PAGE_URL = 'https://docs.example.org/docs/release-notes';

/** Shaped like Docusaurus' output: minified attributes, hash links, a glossary tooltip and a Prism code block. */
const PAGE = `<!doctype html><html><body><main><article><div class="theme-doc-markdown markdown">
<header><h1>Release notes</h1></header>
<p>Intro text.</p>
<h2 class=anchor id=version-numbers>Version numbers<a href=#version-numbers class=hash-link aria-label="Direct link">\u200b</a></h2>
<h3 class=anchor id=numbering>How we number<a href=#numbering class=hash-link>\u200b</a></h3>
<p>Not a release.</p>
<h2 class=anchor id=latest-release>Latest release<a href=#latest-release class=hash-link>\u200b</a></h2>
<h3 class="anchor anchorTargetStickyNavbar_Vzrq" id=1231>1.23.1<a href=#1231 class=hash-link aria-label="Direct link to 1.23.1">\u200b</a></h3>
<p class="release-info info_Ab3x" data-documentation=1.23.1 data-core=1.74.2><time datetime=2026-03-31>31 March 2026</time> · documentation 1.23.1 · Core 1.74.2</p>
<p>The current release. It describes <span class=term_x><a href=/docs/glossary#core aria-describedby=t1>Core</a><span role=tooltip id=t1>The platform's engine.</span></span> 1.74.2.</p>
<p><strong>Added</strong></p>
<ul><li class="">Trust lists. See <a class="" href=/docs/trust>Trust management</a>.</li></ul>
<div class="language-bash codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockContent><pre class=prism-code><code><div class=token-line><span class="token plain">grep -rn exchange conf/</span></div><div class=token-line><span class="token plain">echo done</span></div></code></pre><button class=copy>Copy</button></div></div>
<h2 class=anchor id=previous-releases>Previous releases<a href=#previous-releases class=hash-link>\u200b</a></h2>
<h3 class=anchor id=180>1.80<a href=#180 class=hash-link>\u200b</a></h3>
<p class="release-info info_Ab3x" data-documentation=1.80><time datetime=2025-11-02>2 November 2025</time> · documentation 1.80</p>
<ul><li>The standards page was reorganised. <img src=/docs/img/x.png alt=x></li></ul>
<h2 class=anchor id=upgrade-checklist>Upgrade checklist<a href=#upgrade-checklist class=hash-link>\u200b</a></h2>
<p>Not part of any release.</p>
</div><footer class=theme-doc-footer>Last updated</footer></article></main></body></html>`;

describe('releases on the built release-notes page', () => {
  const releases = releasesFromHtml(PAGE, PAGE_URL);

  it('finds one release per version heading, with the heading id as anchor, and skips other h3', () => {
    assert.deepEqual(
      releases.map((r) => [r.version, r.anchor]),
      [
        ['1.23.1', '1231'],
        ['1.80', '180'],
      ],
    );
  });

  it('dates and numbers each release by the release line under its heading', () => {
    assert.deepEqual(
      releases.map((r) => [r.date.toISOString(), r.documentation, r.core]),
      [
        ['2026-03-31T00:00:00.000Z', '1.23.1', '1.74.2'],
        ['2025-11-02T00:00:00.000Z', '1.80', undefined],
      ],
    );
    assert.doesNotMatch(
      releases[0].html,
      /31 March 2026|release-info/,
      "the line is the item's date and title, not its content",
    );
  });

  it('refuses a release without a release line, or whose heading is neither of its numbers, naming it', () => {
    const undated = PAGE.replace(/<p class="release-info[^\n]*data-documentation=1\.80>[^\n]*\n/, '');
    assert.throws(
      () => releasesFromHtml(undated, PAGE_URL),
      /release 1\.80 has no release date: put <ReleaseInfo date=/,
    );
    assert.throws(
      () => releasesFromHtml(PAGE.replace('data-documentation=1.80>', 'data-documentation=1.81>'), PAGE_URL),
      /release 1\.80 is neither the documentation \(1\.81\) nor the Core release \(none\)/,
    );
    assert.throws(
      () => releasesFromHtml(PAGE.replace('datetime=2025-11-02', 'datetime=soon'), PAGE_URL),
      /release 1\.80 has no release date/,
    );
  });

  it('summarises a release by its first paragraph, or its first list item, without tooltip text', () => {
    assert.equal(releases[0].summary, 'The current release. It describes Core 1.74.2.');
    assert.equal(releases[1].summary, 'The standards page was reorganised.');
  });

  it('keeps the section up to the next heading, with absolute links and plain code, and no theme markup', () => {
    const html = releases[0].html;
    assert.match(html, /<a href="https:\/\/docs\.example\.org\/docs\/trust">Trust management<\/a>/);
    assert.match(html, /<pre><code>grep -rn exchange conf\/\necho done<\/code><\/pre>/);
    assert.doesNotMatch(html, /class=|role="tooltip"|platform's engine|Copy<|Previous releases|hash-link/);
    assert.match(releases[1].html, /src="https:\/\/docs\.example\.org\/docs\/img\/x\.png"/);
    assert.doesNotMatch(releases[1].html, /Upgrade checklist|Not part of any release/);
  });

  it('refuses a page without release headings or without article content, saying what it looked for', () => {
    assert.throws(
      () => releasesFromHtml(PAGE.replaceAll('<h3', '<h4').replaceAll('</h3>', '</h4>'), PAGE_URL),
      /no release headings.*### 1\.23\.1/,
    );
    assert.throws(() => releasesFromHtml('<html><body><p>moved</p></body></html>', PAGE_URL), /no article content/);
  });
});

describe('RSS and Atom documents', () => {
  const releases = releasesFromHtml(PAGE, PAGE_URL);
  const site = {
    title: 'Procivis One release notes',
    productName: 'Procivis One',
    description: 'Changes per release.',
    pageUrl: PAGE_URL,
    rssUrl: `${PAGE_URL}/rss.xml`,
    atomUrl: `${PAGE_URL}/atom.xml`,
    favicon: 'https://docs.example.org/docs/img/favicon.svg',
    copyright: '© 2026 Procivis AG',
  };
  const { rss, atom } = renderFeeds(site, releases);

  it('writes RSS 2.0 with one item per release: title, link to its section, date, summary and content', () => {
    const $ = load(rss, { xml: true });
    assert.equal($('rss').attr('version'), '2.0');
    assert.equal($('channel > title').text(), 'Procivis One release notes');
    assert.equal($('channel > link').text(), PAGE_URL);
    const items = $('item')
      .toArray()
      .map((item) => ({
        title: $(item).children('title').text(),
        link: $(item).children('link').text(),
        guid: $(item).children('guid').text(),
        date: new Date($(item).children('pubDate').text()).toISOString(),
        description: $(item).children('description').text(),
        content: $(item).children('content\\:encoded').text(),
      }));
    assert.deepEqual(
      items.map((i) => [i.title, i.link, i.guid, i.date]),
      [
        [
          'Procivis One documentation 1.23.1 · Core 1.74.2',
          `${PAGE_URL}#1231`,
          `${PAGE_URL}#1231`,
          '2026-03-31T00:00:00.000Z',
        ],
        ['Procivis One documentation 1.80', `${PAGE_URL}#180`, `${PAGE_URL}#180`, '2025-11-02T00:00:00.000Z'],
      ],
    );
    assert.equal(items[0].description, 'The current release. It describes Core 1.74.2.');
    assert.match(items[0].content, /Trust management/);
    assert.ok($('atom\\:link[rel=self]').attr('href') === site.rssUrl, 'the RSS names its own address');
  });

  it('writes Atom 1.0 with one entry per release and the newest release date as the feed date', () => {
    const $ = load(atom, { xml: true });
    assert.equal($('feed').attr('xmlns'), 'http://www.w3.org/2005/Atom');
    assert.equal(new Date($('feed > updated').text()).toISOString(), '2026-03-31T00:00:00.000Z');
    assert.deepEqual(
      $('entry > id')
        .toArray()
        .map((id) => $(id).text()),
      [`${PAGE_URL}#1231`, `${PAGE_URL}#180`],
    );
    assert.deepEqual(
      $('entry > link')
        .toArray()
        .map((link) => $(link).attr('href')),
      [`${PAGE_URL}#1231`, `${PAGE_URL}#180`],
    );
    assert.equal($('feed > link[rel=self]').attr('href'), site.atomUrl);
  });

  it("reads back in a feed parser (rss-parser) with each release's title, date and link, RSS and Atom alike", async () => {
    const parser = new Parser();
    for (const xml of [rss, atom]) {
      const feed = await parser.parseString(xml);
      assert.equal(feed.title, 'Procivis One release notes');
      assert.deepEqual(
        feed.items.map((item) => [item.title, item.isoDate, item.link]),
        [
          ['Procivis One documentation 1.23.1 · Core 1.74.2', '2026-03-31T00:00:00.000Z', `${PAGE_URL}#1231`],
          ['Procivis One documentation 1.80', '2025-11-02T00:00:00.000Z', `${PAGE_URL}#180`],
        ],
      );
    }
  });

  it('links a release to its heading', () => {
    assert.equal(releaseLink(PAGE_URL, { anchor: '1524' }), `${PAGE_URL}#1524`);
  });

  it('refuses to write an empty feed', () => {
    assert.throws(() => renderFeeds(site, []), /at least one release/);
  });
});

describe('dates from git history', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'release-feed-git-'));
  after(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const git = (cwd: string, args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Docs',
        GIT_AUTHOR_EMAIL: 'docs@example.org',
        GIT_COMMITTER_NAME: 'Docs',
        GIT_COMMITTER_EMAIL: 'docs@example.org',
        ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
      },
    });

  const full = path.join(scratch, 'full');
  fs.mkdirSync(full);
  git(full, ['init', '--quiet', '--initial-branch=main']);
  const write = (text: string) => fs.writeFileSync(path.join(full, 'notes.mdx'), text);
  const commit = (message: string, date: string) => {
    git(full, ['add', '-A']);
    git(full, ['commit', '--quiet', '-m', message], date);
  };
  write('## Previous releases\n\n### 1.78\n\nOld.\n');
  commit('first', '2025-06-01T09:00:00Z');
  write('## Latest release\n\n### 1.80\n\nNew.\n\n## Previous releases\n\n### 1.78\n\nOld, reworded.\n');
  commit('1.80', '2025-11-02T08:30:00Z');
  fs.writeFileSync(path.join(full, 'other.txt'), 'unrelated\n');
  commit('unrelated', '2026-01-15T12:00:00Z');

  it('dates each release by the commit that added its heading, whatever changed later', () => {
    assert.equal(gitHistory(full), 'full');
    assert.equal(firstCommitWith(full, 'notes.mdx', '### 1.78')?.toISOString(), '2025-06-01T09:00:00.000Z');
    assert.equal(firstCommitWith(full, 'notes.mdx', '### 1.80')?.toISOString(), '2025-11-02T08:30:00.000Z');
    assert.equal(firstCommitWith(full, 'notes.mdx', '### 1.99'), null, 'a heading not committed has no date');
  });

  it("dates a file by its last commit, not the repository's", () => {
    assert.equal(lastCommitDate(full, 'notes.mdx')?.toISOString(), '2025-11-02T08:30:00.000Z');
    assert.equal(lastCommitDate(full, 'missing.yaml'), null);
  });

  it('in a shallow clone, says so and dates older changes by the oldest fetched commit instead of failing', () => {
    const shallow = path.join(scratch, 'shallow');
    git(scratch, ['clone', '--quiet', '--depth', '1', `file://${full}`, shallow]);
    assert.equal(gitHistory(shallow), 'shallow');
    assert.equal(firstCommitWith(shallow, 'notes.mdx', '### 1.78')?.toISOString(), '2026-01-15T12:00:00.000Z');
    assert.equal(lastCommitDate(shallow, 'notes.mdx')?.toISOString(), '2026-01-15T12:00:00.000Z');
  });

  it('without a repository, answers no history and no dates instead of failing', () => {
    const plain = path.join(scratch, 'plain');
    fs.mkdirSync(plain);
    fs.writeFileSync(path.join(plain, 'notes.mdx'), '### 1.80\n');
    assert.equal(gitHistory(plain), 'none');
    assert.equal(lastCommitDate(plain, 'notes.mdx'), null);
    assert.equal(firstCommitWith(plain, 'notes.mdx', '### 1.80'), null);
  });
});

describe('the dates the release notes give', () => {
  const ROOT = path.resolve(import.meta.dirname, '../..');
  const SOURCE = 'docs/release-notes.mdx';
  const text = fs.readFileSync(path.join(ROOT, SOURCE), 'utf8');
  const releases = [...text.matchAll(/^### (\d+(?:\.\d+)+)\n\n(.*)$/gm)].map(([, version, line]) => ({
    version,
    line,
    date: line.match(/^<ReleaseInfo date="(\d{4}-\d{2}-\d{2})"/)?.[1],
    documentation: line.match(/ documentation="([^"]+)"/)?.[1],
    core: line.match(/ core="([^"]+)"/)?.[1],
  }));

  it('gives every release a release line right under its heading', () => {
    assert.ok(releases.length >= 4, `${releases.length} releases`);
    for (const release of releases) assert.ok(release.date, `${release.version}: ${release.line}`);
  });

  it('dates a documentation release by the day its heading entered the notes (git history of this repository)', (t) => {
    if (gitHistory(ROOT) !== 'full') return t.skip('needs the full git history');
    for (const release of releases.filter((r) => r.documentation === r.version)) {
      const added = firstCommitWith(ROOT, SOURCE, `### ${release.version}`);
      if (!added) continue; // not committed yet: dated by whoever commits it
      assert.equal(release.date, added.toISOString().slice(0, 10), `### ${release.version}`);
    }
  });

  it('dates a Core release by its tag in one-core (ONE_CORE_GIT_DIR: a clone of procivis/one-core)', (t) => {
    const gitDir = process.env.ONE_CORE_GIT_DIR;
    if (!gitDir || !fs.existsSync(gitDir)) return t.skip('set ONE_CORE_GIT_DIR to check Core tag dates');
    for (const release of releases.filter((r) => r.core === r.version)) {
      const tagDate = (tag: string): string | null => {
        try {
          return execFileSync('git', ['--git-dir', gitDir, 'log', '-1', '--format=%cI', tag], {
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'ignore'],
          }).trim();
        } catch {
          return null;
        }
      };
      const date = tagDate(`v${release.version}`) ?? tagDate(`v${release.version}-procivis`);
      assert.ok(date, `one-core has no tag v${release.version}`);
      assert.equal(release.date, date.slice(0, 10), `### ${release.version}`);
    }
  });
});
