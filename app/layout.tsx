import type { Metadata, Viewport } from "next";
import { Providers } from "@/components/providers";
import { THEME_BOOT_SCRIPT } from "@/components/portal/theme";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "CareerStack — career intelligence APIs", template: "%s · CareerStack" },
  description:
    "Self-hostable career-intelligence APIs: CV scoring, salary benchmarks in 196 countries, cover letters, job matching, embeddings and life simulation.",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#020617" },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Applies the saved theme before first paint. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
