/** Doc ids a sidebars file links to, from any item shape Docusaurus accepts. */
type Item = string | { type?: string; id?: string; items?: unknown[]; link?: { type?: string; id?: string } };

export function collectDocIds(items: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(items)) {
    for (const item of items as Item[]) {
      if (typeof item === 'string') into.add(item);
      else if (item && typeof item === 'object') {
        if ((item.type === 'doc' || item.type === 'ref') && item.id) into.add(item.id);
        if (item.link?.type === 'doc' && item.link.id) into.add(item.link.id);
        if (item.items) collectDocIds(item.items, into);
      }
    }
  } else if (items && typeof items === 'object') {
    for (const value of Object.values(items)) collectDocIds(value, into);
  }
  return into;
}

export async function sidebarDocIds(sidebarsFile: string): Promise<Set<string>> {
  const mod = await import(sidebarsFile);
  return collectDocIds(mod.default ?? mod);
}
