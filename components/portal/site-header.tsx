"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { signOut, useSession } from "next-auth/react";
import { useState } from "react";
import { useTheme } from "@/components/providers";
import { Button, buttonClasses, cn, focusRing } from "@/components/ui";
import { errorText, portalFetch } from "./portal-fetch";

const NAV = [
  { href: "/dashboard/keys", label: "Keys", group: "Dashboard" },
  { href: "/dashboard/usage", label: "Usage", group: "Dashboard" },
  { href: "/dashboard/plan", label: "Plan", group: "Dashboard" },
  { href: "/docs", label: "Docs", group: null },
  { href: "/playground", label: "Playground", group: null },
] as const;

function NavLink({ href, label, onNavigate }: { href: string; label: string; onNavigate?: () => void }) {
  const path = usePathname() ?? "";
  const active = path === href || path.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={cn(
        "rounded-md px-3 py-2 text-sm font-medium",
        focusRing,
        active
          ? "bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-white"
          : "text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white",
      )}
    >
      {label}
    </Link>
  );
}

function ThemeToggle() {
  const { theme, toggle } = useTheme();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={toggle}
      aria-label={theme === "dark" ? "Switch to light mode" : "Switch to dark mode"}
      aria-pressed={theme === "dark"}
    >
      <span aria-hidden="true">{theme === "dark" ? "☀" : "☾"}</span>
    </Button>
  );
}

function Account() {
  const { data, status } = useSession();
  const router = useRouter();
  const path = usePathname() ?? "/";
  // Sign-in comes back to the page that offered it (not from the auth pages themselves).
  const back = path === "/" || path.startsWith("/signin") || path.startsWith("/signup") ? "" : `?callbackUrl=${encodeURIComponent(path)}`;
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (status === "loading") return <span className="h-8 w-20 animate-pulse rounded-md bg-slate-100 dark:bg-slate-800" aria-hidden="true" />;
  if (!data?.user) {
    return (
      <div className="flex items-center gap-2">
        <Link href={`/signin${back}`} className={buttonClasses("ghost", "sm")}>
          Sign in
        </Link>
        <Link href={`/signup${back}`} className={buttonClasses("primary", "sm")}>
          Sign up
        </Link>
      </div>
    );
  }
  async function leave() {
    // redirect:false — next-auth would send us to its own idea of the origin, which is wrong
    // behind a proxy or on another port unless NEXTAUTH_URL is set.
    await signOut({ redirect: false });
    queryClient.clear();
    router.push("/");
    router.refresh();
  }
  async function leaveEverywhere() {
    setEnding(true);
    setFailure(null);
    try {
      // Ends every session of the account on the server (other browsers, a copied cookie), then this one.
      await portalFetch("/api/auth/sign-out-everywhere", { method: "POST", body: {} });
      await leave();
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setEnding(false);
    }
  }
  return (
    <div className="flex items-center gap-2">
      <span className="hidden max-w-48 truncate text-sm text-slate-600 lg:inline dark:text-slate-400" title={data.user.email ?? ""}>
        {data.user.email}
      </span>
      <Button variant="secondary" size="sm" onClick={leave}>
        Sign out
      </Button>
      <Button variant="ghost" size="sm" loading={ending} onClick={leaveEverywhere} title="Sign out on every device and browser">
        Sign out everywhere
      </Button>
      {failure && (
        <span role="alert" className="text-xs text-red-700 dark:text-red-300">
          {failure}
        </span>
      )}
    </div>
  );
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link href="/" className={cn("flex items-center gap-2 rounded-md font-semibold", focusRing)}>
          <span aria-hidden="true" className="grid h-7 w-7 place-items-center rounded-md bg-indigo-600 text-xs font-bold text-white">
            CS
          </span>
          CareerStack
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <span className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400" aria-hidden="true">
            Dashboard
          </span>
          {NAV.filter((n) => n.group).map((n) => (
            <NavLink key={n.href} href={n.href} label={n.label} />
          ))}
          <span className="mx-2 h-5 w-px bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
          {NAV.filter((n) => !n.group).map((n) => (
            <NavLink key={n.href} href={n.href} label={n.label} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden md:block">
            <Account />
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="md:hidden"
            aria-expanded={open}
            aria-controls="mobile-nav"
            onClick={() => setOpen((o) => !o)}
          >
            Menu
          </Button>
        </div>
      </div>
      {open && (
        <nav id="mobile-nav" aria-label="Main" className="border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800">
          <div className="flex flex-col gap-1">
            {NAV.map((n) => (
              <NavLink key={n.href} href={n.href} label={n.group ? `${n.group} · ${n.label}` : n.label} onNavigate={() => setOpen(false)} />
            ))}
          </div>
          <div className="mt-3">
            <Account />
          </div>
        </nav>
      )}
    </header>
  );
}
