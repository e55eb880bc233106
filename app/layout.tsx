import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: "CareerStack — career intelligence APIs",
  description: "Self-hostable career-intelligence APIs: CV scoring, salary benchmarks in 196 countries, cover letters, job matching, embeddings and life simulation.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">{children}</body>
    </html>
  );
}
