"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn, focusRing } from "@/components/ui";
import { CONSOLES } from "./playground-catalog";

/** Side navigation shared by every playground console; a horizontal scroller on small screens. */
export function PlaygroundNav() {
  const path = usePathname() ?? "";
  const link = (href: string, label: string) => {
    const active = path === href;
    return (
      <Link
        key={href}
        href={href}
        aria-current={active ? "page" : undefined}
        className={cn(
          "whitespace-nowrap rounded-md px-3 py-1.5 text-sm",
          focusRing,
          active
            ? "bg-indigo-50 font-medium text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
            : "text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800",
        )}
      >
        {label}
      </Link>
    );
  };
  return (
    <nav aria-label="Playground consoles" className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
      {link("/playground", "All consoles")}
      {CONSOLES.map((c) => link(c.href, c.title))}
    </nav>
  );
}
