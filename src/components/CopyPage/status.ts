/** What the control last did, shown on the button and announced to screen readers. */
export type Status = 'idle' | 'copied' | 'linkCopied' | 'failed';
