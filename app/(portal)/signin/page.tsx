import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { SignInForm } from "@/components/portal/signin-form";
import { Spinner } from "@/components/ui";
import { safeCallback } from "@/lib/auth/callback";
import { getSessionAccount } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // Already signed in: go where the visitor was heading instead of showing the form again.
  if (await getSessionAccount()) {
    const cb = (await searchParams).callbackUrl;
    redirect(safeCallback(typeof cb === "string" ? cb : null));
  }
  return (
    <div className="flex justify-center px-4 py-16">
      <Suspense fallback={<Spinner label="Loading" />}>
        <SignInForm />
      </Suspense>
    </div>
  );
}
