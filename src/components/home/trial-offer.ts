/**
 * What the home page's trial box promises: each item is, word for word, a row
 * of "What you get" on /trial (docs/trial.mdx), and a unit test keeps it so.
 * The trial is the hosted Desk and the Wallet; it gives no Core API access.
 */
export const TRIAL_INCLUDES = [
  'Your own organisation in the Desk',
  'The Procivis One Wallet',
  'A trial trust list',
  'Credential login',
] as const;

/** The box's sentence: the items above, then what the reader does with them. */
export function trialPromise(): string {
  const items = TRIAL_INCLUDES.map((item, index) => (index === 0 ? item : item[0].toLowerCase() + item.slice(1)));
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}: issue, hold and verify credentials without deploying anything.`;
}
