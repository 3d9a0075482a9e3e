/** The built-HTML-to-Markdown conversion of the llms plugin, on small pages shaped like Docusaurus output. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  admonitionLabel,
  fragmentToMarkdown,
  htmlToMarkdown,
  pageDescription,
} from '../../src/plugins/llms/html-to-markdown.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/llms');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const SITE_TITLE = 'Procivis One Documentation';

describe('htmlToMarkdown on a guide page', () => {
  const page = htmlToMarkdown(fixture('doc-page.html'), {
    url: 'https://docs.example.org/use/issue',
    siteTitle: SITE_TITLE,
  });
  const md = page.markdown;

  it('takes the title from the h1 and the description from the meta tag, and starts with the title', () => {
    assert.equal(page.title, 'Issue a credential');
    assert.equal(page.description, 'Create a credential and offer it to a wallet.');
    assert.ok(md.startsWith('# Issue a credential\n\n'), md.slice(0, 80));
    assert.equal(md.match(/^# /gm)?.length, 1, 'one h1');
  });

  it('keeps headings without their anchor links', () => {
    assert.match(md, /^## Send the request$/m);
    assert.doesNotMatch(md, /Direct link|\u200b|#request/);
  });

  it('makes links absolute, keeping inline code in them', () => {
    assert.match(
      md,
      /\[`POST \/api\/credential\/v1`\]\(https:\/\/docs\.example\.org\/reference\/core\/post-credential\)/,
    );
    assert.match(md, /\[share it\]\(https:\/\/docs\.example\.org\/use\/share\)/);
    assert.match(md, /!\[Issuance flow\]\(https:\/\/docs\.example\.org\/img\/flow\.png\)/);
  });

  it('turns Prism code blocks into fenced code with the language, the lines and the title', () => {
    assert.ok(md.includes('```bash\ncurl -X POST "$CORE/api/credential/v1" \\\n  -d @body.json\n```'), md);
    assert.ok(md.includes('```json title="body.json"\n{\n  "protocol": "OPENID4VCI_FINAL1"\n}\n```'), md);
  });

  it('writes tables as Markdown tables, escaping pipes in cells', () => {
    assert.match(md, /^\| State +\| Meaning +\|$/m);
    assert.match(md, /^\| -+ \| -+ \|$/m);
    assert.match(md, /^\| `CREATED` +\| Not offered yet +\|$/m);
    assert.match(md, /Waiting for the wallet \\\| holder/);
  });

  it('turns admonitions into block quotes led by their type and title', () => {
    assert.ok(md.includes('> **Warning: The wallet must reach your Core**\n>\n> Set `app.coreBaseUrl` first.'), md);
    assert.ok(md.includes('> **Tip**\n>\n> Reuse the schema.'), md);
  });

  it('emits every tab, hidden ones too, as a bold label followed by its content', () => {
    const kotlin = md.indexOf('**Kotlin**\n\nOn Android:\n\n```kotlin\nval id = core.createCredential()\n```');
    const swift = md.indexOf('**Swift**\n\nOn iOS:\n\n```swift\nlet id = try core.createCredential()\n```');
    assert.ok(kotlin > 0 && swift > kotlin, md);
    assert.doesNotMatch(md, /tablist|tabpanel/);
  });

  it('keeps Mermaid diagrams as mermaid code blocks', () => {
    assert.ok(md.includes('```mermaid\nsequenceDiagram\n  Issuer->>Wallet: offer\n```'), md);
  });

  it('turns details into a bold summary and its content', () => {
    assert.ok(md.includes('**Why two steps?**\n\nCreating and offering are separate.'), md);
  });

  it('leaves out site chrome: navbar, breadcrumbs, buttons, table of contents, footer, comments', () => {
    for (const text of [
      'Get started',
      'Copy page',
      'On this page',
      'Edit this page',
      'Breadcrumbs',
      '<!--',
      'Copy code',
    ]) {
      assert.ok(!md.includes(text), `no "${text}"`);
    }
    assert.match(md, /^Next: !\[/m);
  });

  it('ends with exactly one newline', () => {
    assert.ok(md.endsWith('\n') && !md.endsWith('\n\n'));
  });
});

describe('htmlToMarkdown on other page kinds', () => {
  it('turns the doc cards of a category page into a list of links with descriptions', () => {
    const page = htmlToMarkdown(fixture('category-page.html'), {
      url: 'https://docs.example.org/category/components',
      siteTitle: SITE_TITLE,
    });
    assert.equal(page.title, 'Components');
    assert.equal(
      page.markdown,
      [
        '# Components',
        '',
        '- [Desk (issuer)](https://docs.example.org/components/desk-issuer): Design schemas and issue `credentials`.',
        '- `POST` [Create a key](https://docs.example.org/reference/core/post-key): Creates a key pair.',
        '',
      ].join('\n'),
    );
  });

  it('takes the title from <title> without the site suffix when the page has no h1', () => {
    const html = `<html><head><title>Core API | ${SITE_TITLE}</title></head><body><main><article><div class="theme-doc-markdown markdown"><p>Version: 1.0</p></div></article></main></body></html>`;
    const page = htmlToMarkdown(html, {
      url: 'https://docs.example.org/reference/core/core-api',
      siteTitle: SITE_TITLE,
    });
    assert.equal(page.title, 'Core API');
    assert.equal(page.description, '');
    assert.equal(page.markdown, '# Core API\n\nVersion: 1.0\n');
  });

  it('moves an h1 that is not first to the top', () => {
    const html =
      '<main><div class="theme-doc-markdown"><span>Version: 2</span><h1 class="openapi__heading">Desk API</h1><p>Text.</p></div></main>';
    assert.equal(htmlToMarkdown(html, { url: 'https://x.org/' }).markdown, '# Desk API\n\nVersion: 2\n\nText.\n');
  });

  it('turns cards that wrap blocks (home page) into a link on the heading and the text', () => {
    const html = `<html><head><title>Home</title></head><body><div id="__docusaurus_skipToContent_fallback"><header><h1>Welcome</h1><div class="actions"><a href="/get-started">Get started</a><a href="/reference/apis">APIs</a></div></header><main><ul><li><a class="card_LNjn" href="/deploy"><h3>Operators<span class="badge">Ops</span></h3><p>Deploy the services.</p><span>Plan a deployment</span></a></li></ul></main></div><footer>© Procivis</footer></body></html>`;
    const md = htmlToMarkdown(html, { url: 'https://x.org/' }).markdown;
    assert.equal(
      md,
      [
        '# Welcome',
        '',
        '- [Get started](https://x.org/get-started)',
        '- [APIs](https://x.org/reference/apis)',
        '',
        '* [Operators Ops](https://x.org/deploy): Deploy the services. Plan a deployment',
        '',
      ].join('\n'),
    );
  });
});

describe('admonition labels and fragments', () => {
  it('names an admonition by its type unless it has its own title', () => {
    assert.equal(admonitionLabel('warning', 'caution'), 'Caution');
    assert.equal(admonitionLabel('note', ''), 'Note');
    assert.equal(admonitionLabel('danger', 'Keys are lost on reset'), 'Danger: Keys are lost on reset');
  });

  it('converts a bare fragment: emphasis, lists, inline code', () => {
    assert.equal(
      fragmentToMarkdown(
        '<p>Use <strong>one</strong> <em>key</em> per <code>issuer</code>.</p><ol><li>First</li><li>Second</li></ol>',
      ),
      'Use **one** _key_ per `issuer`.\n\n1. First\n2. Second\n',
    );
  });
});

describe('pageDescription', () => {
  it('reads the meta description of a page, as Docusaurus minifies it', () => {
    assert.equal(
      pageDescription(
        '<head><meta data-rh=true name=description content="Creates a key &amp; a &quot;pair&quot;."></head>',
      ),
      'Creates a key & a "pair".',
    );
    assert.equal(pageDescription(fixture('doc-page.html')), 'Create a credential and offer it to a wallet.');
    assert.equal(pageDescription('<head><title>x</title></head>'), '');
  });
});
