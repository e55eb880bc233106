// Every dashboard page needs a session. Each page checks it itself with its own path (requireAccount), so
// sign-in returns to the page that asked for it; a layout is not told the path on a full page load.
export const dynamic = "force-dynamic";

export default function DashboardLayout({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">{children}</div>;
}
