import { PlaygroundNav } from "@/components/portal/playground-nav";

export default function PlaygroundLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
      {/* min-w-0: the nav is a nowrap scroller on small screens and must not widen the single grid column. */}
      <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <PlaygroundNav />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
