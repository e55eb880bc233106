"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { Button, Card, CardBody } from "@/components/ui";
import { safeCallback } from "@/lib/auth/callback";
import { checkAccountFields, type AccountField } from "@/lib/portal/account-checks";
import { FormField } from "./form-field";

/** next-auth's error ids → what the visitor should read. A thrown authorize() error arrives verbatim. */
function explain(error: string): string {
  if (error === "CredentialsSignin") return "Wrong e-mail or password.";
  if (error === "Configuration" || error === "Callback") return "Sign-in is unavailable right now. Retry in a moment.";
  return error;
}

export function SignInForm() {
  const router = useRouter();
  const params = useSearchParams();
  const callbackUrl = safeCallback(params.get("callbackUrl"));
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(params.get("error") ? explain(params.get("error")!) : null);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AccountField, string>>>({});

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problems = checkAccountFields({ email, password }, "signin");
    setFieldErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    setError(null);
    const res = await signIn("credentials", { email, password, redirect: false, callbackUrl });
    setBusy(false);
    if (!res || res.error) {
      setError(explain(res?.error ?? "Configuration"));
      return;
    }
    router.push(callbackUrl);
    router.refresh();
  }

  return (
    <Card className="w-full max-w-md">
      <CardBody className="p-8">
        <h1 className="text-2xl font-semibold tracking-tight">Sign in</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {callbackUrl !== "/dashboard/keys" ? (
            <>
              Sign in to continue to <code className="font-mono text-xs">{callbackUrl}</code>.
            </>
          ) : (
            "Manage your API keys, usage and plan."
          )}
        </p>
        <form onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" noValidate>
          <FormField
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldErrors.email}
          />
          <FormField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldErrors.password}
          />
          {error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
              {error}
            </p>
          )}
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </form>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          No account yet?{" "}
          <Link
            href={`/signup${callbackUrl !== "/dashboard/keys" ? `?callbackUrl=${encodeURIComponent(callbackUrl)}` : ""}`}
            className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
          >
            Create one
          </Link>
        </p>
      </CardBody>
    </Card>
  );
}
