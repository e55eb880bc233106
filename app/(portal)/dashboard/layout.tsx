import { headers } from "next/headers";
import { requireAccount } from "@/lib/auth/require";

// Every dashboard page needs a session. Layouts are not told the path; on client navigations Next sends
// it as `next-url`, else sign-in returns to /dashboard (each page also checks with its own path).
export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const url = (await headers()).get("next-url") ?? "";
  await requireAccount(/^\/dashboard(\/[\w-]*)?$/.test(url) ? url : "/dashboard");
  return <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">{children}</div>;
}
