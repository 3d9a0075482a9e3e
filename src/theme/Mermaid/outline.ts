/**
 * A diagram's content as text: the nodes and arrows of a flowchart, the
 * messages of a sequence diagram, the transitions of a state diagram.
 *
 * Mermaid draws in the browser only, so a page read without JavaScript shows
 * this outline instead (src/theme/Mermaid). Only the syntax our pages use is
 * read; any other line is returned in `unread`, and tests/unit/diagram-outline
 * fails when a page's diagram has one, so the text never silently drops a fact.
 */

export interface OutlineItem {
  text: string;
  children?: OutlineItem[];
}

export interface DiagramOutline {
  kind: 'flowchart' | 'sequence' | 'state';
  /** One sentence naming what the diagram shows. */
  summary: string;
  /** Steps in order (sequence diagrams) rather than a set of arrows. */
  ordered: boolean;
  items: OutlineItem[];
  /** Lines this reader does not understand (none on our pages). */
  unread: string[];
}

const ARROW = '→';

/** Reads a diagram; `null` for a kind of diagram it does not know. */
export function outlineDiagram(source: string): DiagramOutline | null {
  const lines = source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('%%'));
  const header = lines.shift() ?? '';
  if (/^(flowchart|graph)\b/.test(header)) return outlineFlowchart(lines);
  if (header === 'sequenceDiagram') return outlineSequence(lines);
  if (/^stateDiagram(-v2)?$/.test(header)) return outlineState(lines);
  return null;
}

/** Mermaid label markup as plain text. */
function plain(label: string): string {
  return label
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/#quot;/g, '"')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function unquote(label: string): string {
  const trimmed = label.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
}

// ---------------------------------------------------------------- flowchart

/** Node shapes, longest opening first so `[(` is not read as `[`. */
const SHAPES: Array<[open: string, close: string]> = [
  ['(((', ')))'],
  ['([', '])'],
  ['[(', ')]'],
  ['((', '))'],
  ['[[', ']]'],
  ['{{', '}}'],
  ['[/', '/]'],
  ['[\\', '\\]'],
  ['[', ']'],
  ['(', ')'],
  ['{', '}'],
  ['>', ']'],
];

/** Arrows with the label between pipes after them, or none. */
const LINK = /^(<?(?:-->|---|-\.->|-\.-|==>|===|--[ox]|-\.-[ox]|==[ox]))(?:\s*\|([^|]*)\|)?/;
/** Arrows with the label written inside them: `-- yes -->`, `-. later .->`, `== main ==>`. */
const LINK_WITH_TEXT = /^(--|-\.|==)\s+(.+?)\s+(-->|---|\.->|\.-|==>|===)/;

interface FlowEdge {
  from: string;
  to: string;
  label: string;
  dashed: boolean;
}

type FlowEntry = { node: string } | { edge: FlowEdge } | { group: string; entries: FlowEntry[] };

interface Cursor {
  text: string;
  at: number;
}

function skipSpace(cursor: Cursor): void {
  while (cursor.at < cursor.text.length && /\s/.test(cursor.text[cursor.at])) cursor.at += 1;
}

/** A node reference with an optional shape and label; records the label. */
function readNode(cursor: Cursor, labels: Map<string, string>): string | null {
  skipSpace(cursor);
  const id = /^[A-Za-z0-9_]+/.exec(cursor.text.slice(cursor.at))?.[0];
  if (!id) return null;
  cursor.at += id.length;
  const rest = cursor.text.slice(cursor.at);
  const shape = SHAPES.find(([open]) => rest.startsWith(open));
  if (shape) {
    const [open, close] = shape;
    const body = rest.slice(open.length);
    // A quoted label may hold the closing characters.
    const quoted = body.startsWith('"') ? body.indexOf('"', 1) : -1;
    const end = body.indexOf(close, quoted >= 0 ? quoted + 1 : 0);
    if (end < 0) return null;
    labels.set(id, plain(unquote(body.slice(0, end))));
    cursor.at += open.length + end + close.length;
  }
  const style = /^:::[A-Za-z0-9_-]+/.exec(cursor.text.slice(cursor.at))?.[0];
  if (style) cursor.at += style.length;
  if (!labels.has(id)) labels.set(id, id);
  return id;
}

function readLink(cursor: Cursor): { label: string; dashed: boolean } | null {
  skipSpace(cursor);
  const rest = cursor.text.slice(cursor.at);
  const withText = LINK_WITH_TEXT.exec(rest);
  if (withText) {
    cursor.at += withText[0].length;
    return { label: plain(unquote(withText[2])), dashed: withText[1] === '-.' };
  }
  const link = LINK.exec(rest);
  if (!link) return null;
  cursor.at += link[0].length;
  return { label: plain(unquote(link[2] ?? '')), dashed: link[1].includes('.') };
}

/** One statement: a node, or a chain of nodes joined by arrows. */
function readStatement(line: string, labels: Map<string, string>): FlowEntry[] | null {
  const cursor: Cursor = { text: line, at: 0 };
  let from = readNode(cursor, labels);
  if (!from) return null;
  const entries: FlowEntry[] = [];
  for (;;) {
    skipSpace(cursor);
    if (cursor.at >= line.length) return entries.length > 0 ? entries : [{ node: from }];
    const link = readLink(cursor);
    if (!link) return null;
    const to = readNode(cursor, labels);
    if (!to) return null;
    entries.push({ edge: { from, to, ...link } });
    from = to;
  }
}

function outlineFlowchart(lines: string[]): DiagramOutline {
  const labels = new Map<string, string>();
  const unread: string[] = [];
  const root: FlowEntry[] = [];
  const stack: FlowEntry[][] = [root];
  for (const line of lines) {
    const current = stack[stack.length - 1];
    const subgraph = /^subgraph\s+(.+)$/.exec(line);
    if (subgraph) {
      const named = /^([A-Za-z0-9_]+)\s*\[(.+)\]$/.exec(subgraph[1]);
      const group = { group: plain(unquote(named ? named[2] : subgraph[1])), entries: [] as FlowEntry[] };
      current.push(group);
      stack.push(group.entries);
      continue;
    }
    if (line === 'end' && stack.length > 1) {
      stack.pop();
      continue;
    }
    // Presentation only: colours, directions inside groups, links.
    if (/^(classDef|class|style|linkStyle|click|direction)\b/.test(line)) continue;
    const statement = readStatement(line, labels);
    if (statement) current.push(...statement);
    else unread.push(line);
  }
  const name = (id: string) => labels.get(id) ?? id;
  const linked = new Set<string>();
  const collect = (entries: FlowEntry[]): void =>
    entries.forEach((entry) => {
      if ('edge' in entry) linked.add(entry.edge.from).add(entry.edge.to);
      if ('group' in entry) collect(entry.entries);
    });
  collect(root);
  // A node declared on its own line says something only inside a group, or when no arrow names it.
  const said = (entry: FlowEntry, inGroup: boolean) => !('node' in entry) || inGroup || !linked.has(entry.node);
  const toItems = (entries: FlowEntry[], inGroup = false): OutlineItem[] =>
    entries
      .filter((entry) => said(entry, inGroup))
      .map((entry) => {
        if ('group' in entry) return { text: entry.group, children: toItems(entry.entries, true) };
        if ('node' in entry) return { text: name(entry.node) };
        const { from, to, label, dashed } = entry.edge;
        const note = [label, dashed ? 'dashed arrow' : ''].filter(Boolean).join(', ');
        return { text: `${name(from)} ${ARROW} ${name(to)}${note ? ` (${note})` : ''}` };
      });
  return { kind: 'flowchart', summary: 'Flowchart, one arrow a line:', ordered: false, items: toItems(root), unread };
}

// ----------------------------------------------------------------- sequence

const MESSAGE = /^([A-Za-z0-9_]+)\s*(-{1,2}(?:>>|>|x|\)))\s*[+-]?\s*([A-Za-z0-9_]+)\s*:\s*(.*)$/;
const NOTE = /^Note\s+(over|left of|right of)\s+([A-Za-z0-9_]+(?:\s*,\s*[A-Za-z0-9_]+)?)\s*:\s*(.*)$/i;
/** How each block of a sequence diagram reads, with its condition or without one. */
const BLOCKS: Record<string, { opens: boolean; text: (condition: string) => string }> = {
  alt: { opens: true, text: (c) => (c ? `If ${c}:` : 'If:') },
  else: { opens: false, text: (c) => (c ? `Otherwise, if ${c}:` : 'Otherwise:') },
  opt: { opens: true, text: (c) => (c ? `Only if ${c}:` : 'Optionally:') },
  loop: { opens: true, text: (c) => (c ? `Repeatedly (${c}):` : 'Repeatedly:') },
  par: { opens: true, text: (c) => (c ? `At the same time (${c}):` : 'At the same time:') },
  and: { opens: false, text: (c) => (c ? `And (${c}):` : 'And:') },
  critical: { opens: true, text: (c) => (c ? `Critical (${c}):` : 'Critical:') },
  option: { opens: false, text: (c) => (c ? `Or if ${c}:` : 'Or:') },
  break: { opens: true, text: (c) => (c ? `Stop if ${c}:` : 'Stop:') },
};

function outlineSequence(lines: string[]): DiagramOutline {
  const names = new Map<string, string>();
  const order: string[] = [];
  const unread: string[] = [];
  const name = (id: string) => {
    if (!names.has(id)) {
      names.set(id, id);
      order.push(id);
    }
    return names.get(id)!;
  };
  const root: OutlineItem[] = [];
  // The list items are added to: the root, or the branch of an alt/opt/loop block.
  const stack: OutlineItem[][] = [root];
  const blockDepths: number[] = [];
  const branch = (text: string) => {
    const item: OutlineItem = { text, children: [] };
    stack[stack.length - 1].push(item);
    stack.push(item.children!);
  };
  for (const line of lines) {
    const participant = /^(participant|actor)\s+([A-Za-z0-9_]+)(?:\s+as\s+(.+))?$/.exec(line);
    if (participant) {
      name(participant[2]);
      names.set(participant[2], plain(participant[3] ?? participant[2]));
      continue;
    }
    if (/^(autonumber|activate|deactivate)\b/.test(line)) continue;
    const message = MESSAGE.exec(line);
    if (message) {
      const [, from, , to, text] = message;
      // `wrap:` and `nowrap:` tell Mermaid how to lay the message out; they are not part of it.
      const body = plain(text.replace(/^:?(?:no)?wrap:/, ''));
      stack[stack.length - 1].push({
        text: from === to ? `${name(from)}: ${body}` : `${name(from)} ${ARROW} ${name(to)}: ${body}`,
      });
      continue;
    }
    const note = NOTE.exec(line);
    if (note) {
      const over = note[2]
        .split(',')
        .map((id) => name(id.trim()))
        .join(' and ');
      stack[stack.length - 1].push({ text: `Note at ${over}: ${plain(note[3])}` });
      continue;
    }
    const block = /^(\w+)\b\s*(.*)$/.exec(line);
    const kind = block && Object.hasOwn(BLOCKS, block[1]) ? BLOCKS[block[1]] : undefined;
    if (block && kind && (kind.opens || blockDepths.length > 0)) {
      if (kind.opens) blockDepths.push(stack.length);
      else stack.length = blockDepths[blockDepths.length - 1];
      branch(kind.text(plain(block[2])));
      continue;
    }
    if (line === 'end' && blockDepths.length > 0) {
      stack.length = blockDepths.pop()!;
      continue;
    }
    unread.push(line);
  }
  const between = order.map((id) => names.get(id)!);
  return {
    kind: 'sequence',
    summary: `Sequence between ${listing(between)}, in order:`,
    ordered: true,
    items: root,
    unread,
  };
}

function listing(parts: string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

// -------------------------------------------------------------------- state

const TRANSITION = /^(\[\*\]|[A-Za-z0-9_]+)\s*-->\s*(\[\*\]|[A-Za-z0-9_]+)\s*(?::\s*(.*))?$/;

function outlineState(lines: string[]): DiagramOutline {
  const items: OutlineItem[] = [];
  const unread: string[] = [];
  for (const line of lines) {
    if (/^direction\b/.test(line)) continue;
    const transition = TRANSITION.exec(line);
    if (!transition) {
      unread.push(line);
      continue;
    }
    const [, from, to, text] = transition;
    const state = (id: string, side: 'from' | 'to') => (id === '[*]' ? (side === 'from' ? 'Start' : 'End') : id);
    items.push({ text: `${state(from, 'from')} ${ARROW} ${state(to, 'to')}${text ? `: ${plain(text)}` : ''}` });
  }
  return { kind: 'state', summary: 'States, one transition a line:', ordered: false, items, unread };
}
