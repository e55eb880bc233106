import type { Metadata } from "next";
import { PlanPage } from "@/components/portal/plan/plan-page";
import { requireAccount } from "@/lib/auth/require";

export const metadata: Metadata = { title: "Plan" };

export default async function Page() {
  await requireAccount("/dashboard/plan");
  return <PlanPage />;
}
