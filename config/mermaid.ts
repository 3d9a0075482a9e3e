/**
 * Mermaid's drawing options (themeConfig.mermaid.options), chosen so that
 * diagrams fit the text column with labels at their full 16 px or close:
 * a diagram wider than the column is scaled down, and below 12 px its labels
 * cannot be read (tests/e2e/diagrams.test.mts measures them).
 */
import type { MermaidConfig } from 'mermaid';

export const mermaidOptions: MermaidConfig = {
  // Step numbers (autonumber) are drawn at 12 px, smaller than every other label: as large as they instead.
  themeCSS: '.sequenceNumber { font-size: 16px; transform: translateY(1.5px); }',
  sequence: {
    // Long messages wrap onto several lines instead of pushing the participants apart.
    wrap: true,
    width: 150,
    actorMargin: 14,
  },
  flowchart: {
    nodeSpacing: 36,
    rankSpacing: 40,
  },
};
