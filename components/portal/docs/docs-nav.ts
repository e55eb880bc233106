/** The slice of each operation the docs sidebar and search need (the rest stays on the server). */
export interface NavOp {
  slug: string;
  method: string;
  path: string;
  name: string;
  /** summary and description, for search */
  text: string;
  groupId: string;
  sectionId: string;
}

export interface NavGroup {
  id: string;
  title: string;
  sections: { id: string; title: string }[];
}

/** Operations matching every word of the query in their name, path or description, best matches first. */
export function searchOps(ops: NavOp[], query: string): NavOp[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return ops;
  const scored = ops.flatMap((o) => {
    const name = o.name.toLowerCase();
    const path = `${o.method} ${o.path}`.toLowerCase();
    const text = o.text.toLowerCase();
    let score = 0;
    for (const w of words) {
      if (name.includes(w)) score += name.startsWith(w) ? 4 : 3;
      else if (path.includes(w)) score += 2;
      else if (text.includes(w)) score += 1;
      else return [];
    }
    return [{ o, score }];
  });
  return scored.sort((a, b) => b.score - a.score).map((s) => s.o);
}
