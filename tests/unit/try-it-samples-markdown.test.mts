/** The request samples of an API page's built HTML, carried into its Markdown twin. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { requestSamplesMarkdown, withRequestSamples } from '../../src/plugins/llms/request-samples.ts';
import { htmlToMarkdown } from '../../src/plugins/llms/html-to-markdown.ts';

const codeBlock = (language: string, lines: string[]) =>
  `<div class="language-${language} theme-code-block"><div class="codeBlockContent"><pre class="prism-code language-${language}"><code>` +
  lines.map((line) => `<div class="token-line"><span class="token plain">${line}</span><br></div>`).join('') +
  '</code></pre><div class="buttonGroup"><button type="button" aria-label="Copy code to clipboard">Copy</button></div></div></div>';

/** The tab's label each panel carries for readers without JavaScript (src/theme/TabItem). */
const label = (text: string) => `<p hidden data-tab-label="" data-llms-ignore="">${text}</p>`;

const page = `<!doctype html><html><head><meta name="description" content="List credentials."></head><body>
<div class="row theme-api-markdown">
  <div class="col col--7 openapi-left-panel__container"><div class="theme-doc-markdown"><h1>List credentials</h1></div></div>
  <div class="col col--5 openapi-right-panel__container"><div class="panel">
    <button type="button" disabled>Try it: send a request</button>
    <section aria-label="Request samples"><div class="tabs-container">
      <ul role="tablist" class="tabs"><li role="tab" aria-selected="true">cURL</li><li role="tab" aria-selected="false">Python</li></ul>
      <div class="margin-top--md">
        <div role="tabpanel">${label('cURL')}${codeBlock('bash', ["curl -X GET 'http://localhost:3000/api/credential/v1?page=0&amp;pageSize=10' \\", "  -H 'Authorization: Bearer &lt;token&gt;'"])}</div>
        <div role="tabpanel" hidden>${label('Python')}${codeBlock('python', ['import requests', 'response = requests.request("GET", "http://localhost:3000/api/credential/v1")'])}</div>
      </div>
    </div></section>
  </div></div>
</div></body></html>`;

describe('request samples in the Markdown twin', () => {
  const markdown = requestSamplesMarkdown(page, 'https://docs.example.org/reference/core/get-credential-list');

  it('writes every language, hidden tabs included, as a labelled fenced block', () => {
    assert.ok(markdown.startsWith('## Request samples\n'), markdown);
    assert.match(
      markdown,
      /\*\*cURL\*\*\n\n```bash\ncurl -X GET 'http:\/\/localhost:3000\/api\/credential\/v1\?page=0&pageSize=10' \\\n {2}-H 'Authorization: Bearer <token>'\n```/,
    );
    assert.match(markdown, /\*\*Python\*\*\n\n```python\nimport requests\n/);
    assert.doesNotMatch(markdown, /Copy|Try it/);
    assert.doesNotMatch(markdown, /^(cURL|Python)$/m, 'the hidden labels are not written again');
  });

  it('goes before the responses, or at the end', () => {
    const operation =
      '# List credentials\n\n`GET /api/credential/v1`\n\n## Parameters\n\ntable\n\n## Responses\n\n### 200\n';
    const combined = withRequestSamples(operation, markdown);
    assert.ok(combined.indexOf('## Request samples') > combined.indexOf('## Parameters'));
    assert.ok(combined.indexOf('## Request samples') < combined.indexOf('## Responses'));
    assert.ok(withRequestSamples('# Event\n\nText\n', markdown).endsWith(`${markdown}\n`));
    assert.equal(withRequestSamples(operation, ''), operation);
  });

  it('finds the samples where React streamed the panel, at the end of the page', () => {
    const panel = /<div class="panel">[\s\S]*<\/section>\s*<\/div>/.exec(page)![0];
    const streamed = page
      .replace(panel, '<!--$?--><template id="B:0"></template><!--/$-->')
      .replace('</body>', `<div hidden id="S:0">${panel}</div><script>$RC("B:0","S:0")</script></body>`);
    assert.equal(
      requestSamplesMarkdown(streamed, 'https://docs.example.org/reference/core/get-credential-list'),
      markdown,
    );
  });

  it('reads the code blocks directly, with the result of the general conversion', () => {
    const section = /<section[\s\S]*<\/section>/.exec(page)![0];
    const general = htmlToMarkdown(`<div class="theme-doc-markdown"><h1>Request samples</h1>${section}</div>`, {
      url: 'https://docs.example.org/x',
    });
    assert.equal(markdown, general.markdown.replace(/^# /, '## ').trim());
  });

  it('takes any other panel through the general conversion', () => {
    const titled = page.replace(
      '<div class="codeBlockContent">',
      '<div class="codeBlockTitle">request.sh</div><div class="codeBlockContent">',
    );
    assert.match(
      requestSamplesMarkdown(titled, 'https://docs.example.org/x'),
      /```bash title="request.sh"\ncurl -X GET/,
    );
    const noted = page.replace(
      '<div role="tabpanel" hidden>',
      '<div role="tabpanel" hidden><p>Needs <code>requests</code>.</p>',
    );
    assert.match(
      requestSamplesMarkdown(noted, 'https://docs.example.org/x'),
      /\*\*Python\*\*\n\nNeeds `requests`\.\n\n```python\nimport requests\n/,
    );
  });

  it('adds nothing for a page without samples', () => {
    assert.equal(
      requestSamplesMarkdown('<html><body><main>No panel</main></body></html>', 'https://docs.example.org/x'),
      '',
    );
  });
});
