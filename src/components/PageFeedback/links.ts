/**
 * The addresses of the page-feedback links: the destination (config/site.ts,
 * PAGE_FEEDBACK_DESTINATION) with `{subject}` and `{body}` replaced by a
 * prefilled report naming the page. Pure string work, so it runs at build time
 * and in the browser alike.
 */

export type FeedbackKind = 'helpful' | 'notHelpful' | 'problem';

export interface FeedbackPage {
  title: string;
  /** Absolute address of the page. */
  url: string;
}

export interface FeedbackReport {
  subject: string;
  body: string;
}

const REPORTS: Record<FeedbackKind, { verdict: string; question: string }> = {
  helpful: { verdict: 'Docs feedback, helpful', question: 'What helped most?' },
  notHelpful: {
    verdict: 'Docs feedback, not helpful',
    question: 'What were you looking for, and what was missing or unclear?',
  },
  problem: {
    verdict: 'Docs problem',
    question: 'What is wrong (quote the sentence or code), and what did you expect?',
  },
};

export function feedbackReport(kind: FeedbackKind, { title, url }: FeedbackPage): FeedbackReport {
  const { verdict, question } = REPORTS[kind];
  return { subject: `${verdict}: "${title}" (${url})`, body: `Page: ${title}\n${url}\n\n${question}\n` };
}

export function feedbackHref(destination: string, kind: FeedbackKind, page: FeedbackPage): string {
  const report = feedbackReport(kind, page);
  return destination
    .replaceAll('{subject}', encodeURIComponent(report.subject))
    .replaceAll('{body}', encodeURIComponent(report.body));
}
