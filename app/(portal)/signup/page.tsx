import type { Metadata } from "next";
import { Suspense } from "react";
import { SignUpForm } from "@/components/portal/signup-form";
import { Spinner } from "@/components/ui";

export const metadata: Metadata = { title: "Create an account" };

export default function SignUpPage() {
  return (
    <div className="flex justify-center px-4 py-16">
      <Suspense fallback={<Spinner label="Loading" />}>
        <SignUpForm />
      </Suspense>
    </div>
  );
}
