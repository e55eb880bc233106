import type { Metadata } from "next";
import { Suspense } from "react";
import { SignInForm } from "@/components/portal/signin-form";
import { Spinner } from "@/components/ui";

export const metadata: Metadata = { title: "Sign in" };

export default function SignInPage() {
  return (
    <div className="flex justify-center px-4 py-16">
      <Suspense fallback={<Spinner label="Loading" />}>
        <SignInForm />
      </Suspense>
    </div>
  );
}
