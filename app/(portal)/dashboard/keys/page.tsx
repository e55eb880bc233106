import type { Metadata } from "next";
import { KeysPage } from "@/components/portal/keys/keys-page";
import { requireAccount } from "@/lib/auth/require";

export const metadata: Metadata = { title: "API keys" };

export default async function Page() {
  await requireAccount("/dashboard/keys");
  return <KeysPage />;
}
