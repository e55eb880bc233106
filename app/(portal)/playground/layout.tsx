import { PlaygroundNav } from "@/components/portal/playground-nav";

export default function PlaygroundLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[12rem_1fr]">
      <aside className="lg:sticky lg:top-24 lg:self-start">
        <PlaygroundNav />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
