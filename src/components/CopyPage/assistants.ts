/**
 * "Open in ChatGPT" and "Open in Claude": links that start a conversation
 * whose first message asks the assistant to read the page's Markdown twin.
 * Both services take the message in the `q` query parameter.
 */

export interface AssistantLink {
  name: string;
  href: string;
}

const ASSISTANTS = [
  { name: 'ChatGPT', start: 'https://chatgpt.com/' },
  { name: 'Claude', start: 'https://claude.ai/new' },
] as const;

/** The first message: the absolute address of the twin, and what to do with it. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read the Procivis One documentation page at ${markdownUrl} so that I can ask you questions about it.`;
}

export function assistantLinks(markdownUrl: string): AssistantLink[] {
  const prompt = assistantPrompt(markdownUrl);
  return ASSISTANTS.map(({ name, start }) => {
    const url = new URL(start);
    url.searchParams.set('q', prompt);
    return { name, href: url.href };
  });
}
