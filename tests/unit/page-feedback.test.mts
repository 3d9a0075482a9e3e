/** Page feedback links and the "Open in ChatGPT / Claude" links: prefilled addresses that name the page. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PAGE_FEEDBACK_DESTINATION } from '../../config/site.ts';
import { assistantLinks, assistantPrompt } from '../../src/components/CopyPage/assistants.ts';
import { checkFeedbackDestination } from '../../src/components/PageFeedback/destination.ts';
import { feedbackHref, feedbackReport } from '../../src/components/PageFeedback/links.ts';

const PAGE = { title: 'Keys & key storage', url: 'https://docs.procivis.ch/keys' };

describe('page feedback links', () => {
  it('fills a form address: the subject carries the page title and address, URL-encoded', () => {
    const href = feedbackHref('https://forms.example.org/docs?topic={subject}', 'notHelpful', PAGE);
    const topic = new URL(href).searchParams.get('topic')!;
    assert.equal(topic, 'Docs feedback, not helpful: "Keys & key storage" (https://docs.procivis.ch/keys)');
    assert.equal(new URL(href).searchParams.size, 1, 'the ampersand in the title stays inside the value');
  });

  it('fills a mailto with subject and body, and an issue form with title and body', () => {
    const mail = feedbackHref('mailto:docs@example.org?subject={subject}&body={body}', 'problem', PAGE);
    assert.ok(mail.startsWith('mailto:docs@example.org?subject=Docs%20problem%3A%20'), mail);
    const body = decodeURIComponent(mail.split('&body=')[1]);
    assert.ok(body.startsWith('Page: Keys & key storage\nhttps://docs.procivis.ch/keys\n'), body);
    const issue = new URL(
      feedbackHref('https://github.com/org/docs/issues/new?title={subject}&body={body}', 'helpful', PAGE),
    );
    assert.match(issue.searchParams.get('title')!, /^Docs feedback, helpful: "Keys & key storage"/);
    assert.match(
      issue.searchParams.get('body')!,
      /^Page: Keys & key storage\nhttps:\/\/docs\.procivis\.ch\/keys\n\nWhat helped most\?/,
    );
  });

  it('writes a different report for yes, no and a problem', () => {
    const subjects = (['helpful', 'notHelpful', 'problem'] as const).map((kind) => feedbackReport(kind, PAGE).subject);
    assert.equal(new Set(subjects).size, 3);
  });

  it("accepts the site's destination", () => {
    assert.equal(checkFeedbackDestination(PAGE_FEEDBACK_DESTINATION), PAGE_FEEDBACK_DESTINATION);
    const href = new URL(feedbackHref(PAGE_FEEDBACK_DESTINATION, 'problem', PAGE));
    assert.match(href.searchParams.get('topic')!, /Keys & key storage.*https:\/\/docs\.procivis\.ch\/keys/);
  });

  it('refuses a destination that is not https or mailto, or that has no {subject}, saying why', () => {
    assert.throws(() => checkFeedbackDestination('docs-request?topic={subject}'), /absolute https: or mailto:/);
    assert.throws(() => checkFeedbackDestination('http://example.org/?topic={subject}'), /not http:/);
    assert.throws(() => checkFeedbackDestination('javascript:alert(1)//{subject}'), /not javascript:/);
    assert.throws(() => checkFeedbackDestination('https://example.org/form'), /must contain \{subject\}/);
  });
});

describe('Open in ChatGPT and Open in Claude', () => {
  const twin = 'https://docs.procivis.ch/use/issue-credential.md';
  const links = assistantLinks(twin);

  it('start a conversation on each service whose message names the absolute Markdown twin', () => {
    assert.deepEqual(
      links.map((link) => link.name),
      ['ChatGPT', 'Claude'],
    );
    const [chatgpt, claude] = links.map((link) => new URL(link.href));
    assert.equal(chatgpt.origin + chatgpt.pathname, 'https://chatgpt.com/');
    assert.equal(claude.origin + claude.pathname, 'https://claude.ai/new');
    for (const url of [chatgpt, claude]) {
      assert.equal(url.searchParams.get('q'), assistantPrompt(twin));
      assert.ok(url.searchParams.get('q')!.includes(twin));
    }
  });
});
