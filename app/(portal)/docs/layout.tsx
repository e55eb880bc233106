import { DocsShell } from "@/components/portal/docs/docs-shell";
import { listOperations } from "@/lib/portal/api-docs";
import { API_GROUPS } from "@/lib/portal/api-groups";

// Every docs page shares the sidebar (operations by API family) and the ⌘K search; only names, paths
// and a short text per operation reach the browser.
export default function DocsLayout({ children }: { children: React.ReactNode }) {
  const ops = listOperations().map(({ slug, method, path, name, text, groupId, sectionId }) => ({
    slug,
    method,
    path,
    name,
    text: text.slice(0, 400),
    groupId,
    sectionId,
  }));
  const groups = API_GROUPS.map((g) => ({ id: g.id, title: g.title, sections: g.sections.map((s) => ({ id: s.id, title: s.title })) }));
  return (
    <DocsShell ops={ops} groups={groups}>
      {children}
    </DocsShell>
  );
}
