"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Dialog, cn, focusRing } from "@/components/ui";
import { searchOps, type NavGroup, type NavOp } from "./docs-nav";
import { MethodBadge } from "./method-badge";

const linkBase = cn("flex min-w-0 items-center gap-2 rounded px-2 py-1 text-sm", focusRing);

function NavLinks({ ops, groups, onNavigate }: { ops: NavOp[]; groups: NavGroup[]; onNavigate?: () => void }) {
  const path = usePathname() ?? "";
  const link = (href: string, label: ReactNode, key: string) => {
    const active = path === href;
    return (
      <Link
        key={key}
        href={href}
        onClick={onNavigate}
        aria-current={active ? "page" : undefined}
        className={cn(
          linkBase,
          active
            ? "bg-indigo-50 font-medium text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200"
            : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
        )}
      >
        {label}
      </Link>
    );
  };
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col">
        {link("/docs", "Overview and quick start", "overview")}
        {link("/docs/errors", "Error codes", "errors")}
      </div>
      {groups.map((g) => (
        <div key={g.id}>
          <p className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{g.title}</p>
          {g.sections.map((s) => (
            <div key={s.id} className="mt-2">
              {g.sections.length > 1 && <p className="px-2 text-xs text-slate-600 dark:text-slate-400">{s.title}</p>}
              <ul className="mt-0.5 flex flex-col">
                {ops
                  .filter((o) => o.sectionId === s.id)
                  .map((o) => (
                    <li key={o.slug}>
                      {link(
                        `/docs/api/${o.slug}`,
                        <>
                          <MethodBadge method={o.method} />
                          <span className="truncate">{o.name}</span>
                        </>,
                        o.slug,
                      )}
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** ⌘K / Ctrl+K: search every operation by name, path and description; arrows and Enter to open one. */
function SearchDialog({ ops, open, onClose }: { ops: NavOp[]; open: boolean; onClose: () => void }) {
  const router = useRouter();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listId = useId();
  const results = searchOps(ops, query).slice(0, 20);
  const go = (o: NavOp | undefined) => {
    if (!o) return;
    onClose();
    router.push(`/docs/api/${o.slug}`);
  };
  return (
    <Dialog open={open} onClose={onClose} title="Search the API" size="lg">
      <input
        data-autofocus
        type="search"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={results[active] ? `${listId}-${results[active].slug}` : undefined}
        aria-label="Search operations"
        placeholder="e.g. salary, /cstm, embed, rotate"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setActive((i) => Math.min(results.length - 1, i + 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((i) => Math.max(0, i - 1));
          } else if (e.key === "Enter") {
            e.preventDefault();
            go(results[active]);
          }
        }}
        className={cn(
          "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-950",
          focusRing,
        )}
      />
      <ul id={listId} role="listbox" aria-label="Matching operations" className="mt-3 max-h-[55vh] overflow-y-auto">
        {results.length === 0 && <li className="px-2 py-3 text-sm text-slate-600 dark:text-slate-400">No operation matches “{query}”.</li>}
        {results.map((o, i) => (
          <li
            key={o.slug}
            id={`${listId}-${o.slug}`}
            role="option"
            aria-selected={i === active}
            onMouseEnter={() => setActive(i)}
            onClick={() => go(o)}
            className={cn("flex cursor-pointer flex-col gap-0.5 rounded px-2 py-2", i === active && "bg-indigo-50 dark:bg-indigo-950")}
          >
            <span className="flex items-center gap-2 text-sm font-medium">
              <MethodBadge method={o.method} />
              {o.name}
            </span>
            <code className="break-all pl-16 text-xs text-slate-600 dark:text-slate-400">{o.path}</code>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/** The docs frame: sidebar of every operation by family (a drawer on phones), ⌘K search, and the page. */
export function DocsShell({ ops, groups, children }: { ops: NavOp[]; groups: NavGroup[]; children: ReactNode }) {
  const [searching, setSearching] = useState(false);
  const [menu, setMenu] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setSearching(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const searchButton = (
    <button
      type="button"
      onClick={() => setSearching(true)}
      className={cn(
        "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300",
        focusRing,
      )}
    >
      <span>Search the API…</span>
      <kbd
        className="rounded border border-slate-300 px-1.5 font-sans text-xs dark:border-slate-600"
        aria-label="Command or Control plus K"
      >
        ⌘K
      </kbd>
    </button>
  );
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="min-w-0 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto lg:pb-8">
        <div className="flex gap-2 lg:block">
          <div className="flex-1">{searchButton}</div>
          <button
            type="button"
            aria-expanded={menu}
            aria-controls="docs-nav-mobile"
            onClick={() => setMenu((m) => !m)}
            className={cn("h-10 shrink-0 rounded-md border border-slate-300 px-3 text-sm lg:hidden dark:border-slate-700", focusRing)}
          >
            {menu ? "Close" : "All operations"}
          </button>
        </div>
        <nav aria-label="API operations" className="mt-4 hidden lg:block">
          <NavLinks ops={ops} groups={groups} />
        </nav>
        {menu && (
          <nav
            id="docs-nav-mobile"
            aria-label="API operations"
            className="mt-4 rounded-lg border border-slate-200 p-2 lg:hidden dark:border-slate-800"
          >
            <NavLinks ops={ops} groups={groups} onNavigate={() => setMenu(false)} />
          </nav>
        )}
      </aside>
      <div className="min-w-0">{children}</div>
      <SearchDialog key={searching ? "open" : "closed"} ops={ops} open={searching} onClose={() => setSearching(false)} />
    </div>
  );
}
