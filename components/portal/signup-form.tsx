"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { Button, Card, CardBody } from "@/components/ui";
import { safeCallback } from "@/lib/auth/callback";
import { checkAccountFields } from "@/lib/portal/account-checks";
import { FormField } from "./form-field";
import { PortalApiError, portalFetch } from "./portal-fetch";

type FieldErrors = Partial<Record<"email" | "password" | "name" | "developer_key" | "form", string>>;

export function SignUpForm() {
  const router = useRouter();
  const params = useSearchParams();
  const callbackUrl = safeCallback(params.get("callbackUrl"));
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");
  const [developerKey, setDeveloperKey] = useState("");
  // Shown once the server says the e-mail was registered through the developer API.
  const [needsKey, setNeedsKey] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [taken, setTaken] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problems = checkAccountFields({ email, password, name, developer_key: needsKey ? developerKey : "" }, "signup");
    if (Object.keys(problems).length) {
      setErrors(problems);
      return;
    }
    setBusy(true);
    setErrors({});
    setTaken(false);
    try {
      await portalFetch("/api/auth/signup", {
        body: { email, password, name: name || undefined, developer_key: needsKey && developerKey ? developerKey.trim() : undefined },
      });
    } catch (err) {
      setBusy(false);
      if (err instanceof PortalApiError) {
        if (err.code === "email_taken" && err.param === "developer_key") {
          setNeedsKey(true);
          setErrors({ developer_key: err.message });
        } else if (err.code === "email_taken") {
          setTaken(true);
          setErrors({ email: err.message });
        } else if (err.param === "email" || err.param === "password" || err.param === "developer_key") {
          setErrors({ [err.param]: err.message });
        } else setErrors({ form: err.message });
      } else setErrors({ form: "Could not create the account. Retry in a moment." });
      return;
    }
    const res = await signIn("credentials", { email, password, redirect: false, callbackUrl });
    setBusy(false);
    if (!res || res.error) {
      router.push(`/signin?email=${encodeURIComponent(email)}`);
      return;
    }
    router.push(callbackUrl);
    router.refresh();
  }

  return (
    <Card className="w-full max-w-md">
      <CardBody className="p-8">
        <h1 className="text-2xl font-semibold tracking-tight">Create your account</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Free plan: 100 transformer requests and 1,000 developer-API requests a day. No card.
        </p>
        <form onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" noValidate>
          <FormField
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <FormField
            label="Name (optional)"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
          />
          <FormField
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hint="At least 8 characters."
            error={errors.password}
          />
          {needsKey && (
            <FormField
              label="Developer key"
              autoComplete="off"
              spellCheck={false}
              controlClassName="font-mono"
              placeholder="csk_free_v1_…"
              value={developerKey}
              onChange={(e) => setDeveloperKey(e.target.value)}
              hint="You registered this e-mail through POST /v1/developer/register. Paste one of its keys to prove it is yours; your developer keys then appear in the portal."
              error={errors.developer_key}
            />
          )}
          {taken && (
            <p className="text-sm">
              <Link
                href={`/signin?email=${encodeURIComponent(email)}`}
                className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
              >
                Sign in with this e-mail
              </Link>
            </p>
          )}
          {errors.form && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
              {errors.form}
            </p>
          )}
          <Button type="submit" loading={busy}>
            Create account
          </Button>
        </form>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          Already have an account?{" "}
          <Link
            href={`/signin${callbackUrl !== "/dashboard/keys" ? `?callbackUrl=${encodeURIComponent(callbackUrl)}` : ""}`}
            className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
          >
            Sign in
          </Link>
        </p>
      </CardBody>
    </Card>
  );
}
