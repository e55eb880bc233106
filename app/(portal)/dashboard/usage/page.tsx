import type { Metadata } from "next";
import { UsagePage } from "@/components/portal/usage/usage-page";
import { requireAccount } from "@/lib/auth/require";

export const metadata: Metadata = { title: "Usage" };

export default async function Page() {
  await requireAccount("/dashboard/usage");
  return <UsagePage />;
}
