"use client";

import { useSession } from "next-auth/react";
import { useId, useState, type FormEvent } from "react";
import { sendRequest, type ApiCallResult } from "@/components/playground/call-api";
import { KeyPicker, useConsoleKey } from "@/components/playground/console-key";
import { ConsoleError, RequestInspector } from "@/components/playground/console-output";
import { Button, cn, focusRing } from "@/components/ui";
import { describeFailure, type Failure } from "@/lib/portal/console-failure";
import type { RequestExample } from "@/lib/portal/docs-examples";
import { exampleUrl, snippetFamily } from "./snippet-tabs";

const inputClass = cn(
  "h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-900",
  focusRing,
);

interface TryOp {
  method: string;
  path: string;
  auth: string;
  parameters: { name: string; in: string; required: boolean; description: string }[];
}

const HINT: Record<string, string> = {
  $key: "a key id from GET /api/keys (key_…)",
  $context: "a context_id from POST /v1/career/context (ctx_…)",
};

/**
 * Sends the operation from this page: API routes as one of your keys (through the portal's proxy, the
 * key never reaches the browser), portal routes with your session, open routes without a key. The
 * body starts as the documented example.
 */
export function TryIt({ op, example }: { op: TryOp; example: RequestExample }) {
  const ids = useId();
  const { data: session } = useSession();
  const keyFamily =
    op.auth === "open" ? "transformer" : op.auth === "developer" || op.auth === "embed" || op.auth === "transformer" ? op.auth : null;
  const key = useConsoleKey(keyFamily ?? "transformer", { optional: op.auth === "open" });
  const accountId = (session?.user as { id?: string } | undefined)?.id ?? "";
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      op.parameters.map((p) => [
        p.name,
        example.query?.[p.name] ?? (example.params?.[p.name]?.startsWith("$") ? "" : (example.params?.[p.name] ?? "")),
      ]),
    ),
  );
  const bodyAllowed = op.method !== "GET" && op.method !== "DELETE";
  const [body, setBody] = useState(() => (example.body !== undefined ? JSON.stringify(example.body, null, 2) : bodyAllowed ? "{}" : ""));
  const [result, setResult] = useState<ApiCallResult | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The signed-in account's own id is the developer id its keys may read.
  const valueOf = (name: string) => values[name] || (example.params?.[name] === "$account" ? accountId : "");

  async function send(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    setFailure(null);
    let parsed: unknown;
    if (bodyAllowed && body.trim()) {
      try {
        parsed = JSON.parse(body);
      } catch (err) {
        setFormError(`The body is not valid JSON: ${(err as Error).message}`);
        return;
      }
    }
    const missing = op.parameters.filter((p) => p.required && !valueOf(p.name));
    if (missing.length) return setFormError(`Fill in ${missing.map((p) => p.name).join(", ")}.`);
    if (keyFamily && op.auth !== "open" && !key.keyId)
      return setFormError(key.status === "signed-out" ? "Sign in to send this request as one of your keys." : "Pick a key first.");
    const query = Object.fromEntries(
      op.parameters.filter((p) => p.in === "query" && valueOf(p.name)).map((p) => [p.name, valueOf(p.name)]),
    );
    const path = exampleUrl(
      op.path,
      {
        params: Object.fromEntries(op.parameters.filter((p) => p.in === "path").map((p) => [p.name, valueOf(p.name)])),
        query: Object.keys(query).length ? query : undefined,
      },
      (_, v) => v,
    );
    setBusy(true);
    try {
      const res = await sendRequest({
        method: op.method as "GET" | "POST",
        path,
        body: parsed,
        family: key.keyId && keyFamily ? keyFamily : snippetFamily(op.auth),
        keyId: keyFamily ? key.keyId : null,
      });
      setResult(res);
      if (!res.ok) setFailure(describeFailure(res));
    } catch {
      setFailure(describeFailure(null));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      {keyFamily ? (
        <KeyPicker k={key} />
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {op.auth === "session" ? "Sends with your signed-in session." : "This route takes no key."}
        </p>
      )}
      {op.parameters.map((p) => (
        <div key={`${p.in}-${p.name}`} className="flex flex-col gap-1">
          <label htmlFor={`${ids}-${p.name}`} className="text-sm font-medium">
            {p.name}{" "}
            <span className="font-normal text-slate-600 dark:text-slate-400">
              ({p.in}
              {p.required ? ", required" : ""})
            </span>
          </label>
          <input
            id={`${ids}-${p.name}`}
            className={inputClass}
            value={values[p.name] ?? ""}
            placeholder={
              example.params?.[p.name] === "$account"
                ? accountId || "your developer id"
                : (HINT[example.params?.[p.name] ?? ""] ?? p.description)
            }
            onChange={(e) => setValues((v) => ({ ...v, [p.name]: e.target.value }))}
          />
        </div>
      ))}
      {bodyAllowed && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-body`} className="text-sm font-medium">
            Request body (JSON)
          </label>
          <textarea
            id={`${ids}-body`}
            className={cn(inputClass, "h-56 py-2")}
            spellCheck={false}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
      )}
      {formError && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" loading={busy} disabled={keyFamily !== null && key.status === "loading"}>
          Send {op.method} request
        </Button>
      </div>
      {failure && <ConsoleError failure={failure} />}
      {result && <RequestInspector result={result} />}
    </form>
  );
}
