"use client";

import { useRef, useState, type FormEvent } from "react";
import { openRequest, type ApiCallResult, type ConsoleRequest } from "@/components/playground/call-api";
import { ConsoleAccess, useConsoleKey } from "@/components/playground/console-key";
import { ConsoleError, RequestInspector } from "@/components/playground/console-output";
import { blockedMessage } from "@/components/playground/use-console";
import { useConsoleCall } from "@/components/playground/use-console-call";
import { FormField } from "@/components/portal/form-field";
import { Badge, Button, Card, CardBody, CardHeader, EmptyState } from "@/components/ui";
import { chooseRoute, modelChoices } from "@/lib/portal/console-routes";

interface Message {
  role: "user" | "assistant";
  content: string;
}

const EXAMPLES = [
  "What should a data analyst in Berlin with 5 years of experience earn?",
  "I know Excel and SQL. What am I missing to become a data engineer?",
  "Practise an interview for a product manager role",
  "How do I explain a career break on my CV?",
];

const ROUTES = { family: "developer", keyed: "/v1/career/chat/completions" } as const;

/** Reads an OpenAI-format SSE stream and reports each content delta and the finish reason; `raw` is the stream as received. */
async function readStream(
  res: Response,
  onDelta: (text: string) => void,
): Promise<{ finish: string | null; usage: number | null; raw: string }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let raw = "";
  let finish: string | null = null;
  let usage: number | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    raw += text;
    buffer += text;
    let cut: number;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const event = buffer.slice(0, cut).trim();
      buffer = buffer.slice(cut + 2);
      if (!event.startsWith("data:")) continue;
      const data = event.slice(5).trim();
      if (data === "[DONE]") return { finish, usage, raw };
      const chunk = JSON.parse(data) as {
        error?: { message: string };
        choices?: { delta?: { content?: string }; finish_reason?: string | null }[];
        usage?: { total_tokens: number };
      };
      if (chunk.error) throw new Error(chunk.error.message);
      const c = chunk.choices?.[0];
      if (c?.delta?.content) onDelta(c.delta.content);
      if (c?.finish_reason) finish = c.finish_reason;
      if (chunk.usage) usage = chunk.usage.total_tokens;
    }
  }
  return { finish, usage, raw };
}

type StreamOutcome = { finish: string | null; usage: number | null };

/**
 * POSTs a streamed chat request (as the selected key, through the proxy) and reads it to the end. The exchange's
 * body is the stream as received (an error answer's JSON when it failed); `outcome` gets the finish reason and usage.
 */
async function streamCompletion(
  req: ConsoleRequest,
  signal: AbortSignal,
  onDelta: (text: string) => void,
  outcome: StreamOutcome,
): Promise<ApiCallResult> {
  const started = performance.now();
  const res = await openRequest(req, signal);
  const exchange = (body: unknown): ApiCallResult => ({
    status: res.status,
    ok: res.ok,
    body,
    ms: Math.round(performance.now() - started),
    requestId: res.headers.get("x-request-id"),
    request: req,
  });
  if (!res.ok) return exchange(await res.json().catch(() => null));
  const out = await readStream(res, onDelta);
  Object.assign(outcome, { finish: out.finish, usage: out.usage });
  return exchange(out.raw);
}

export default function ChatPlayground() {
  const key = useConsoleKey("developer");
  const choice = chooseRoute(ROUTES, { signedIn: key.status === "ready", keyId: key.keyId, tier: key.tier });
  const models = modelChoices(key.tier);
  const [model, setModel] = useState("lm-flash");
  const [messages, setMessages] = useState<Message[]>([]);
  const [input, setInput] = useState("");
  // The view is the answer's line of facts (model, finish reason, tokens, time); the messages are the conversation.
  const call = useConsoleCall<string>();
  const streaming = call.loading;
  const abort = useRef<AbortController | null>(null);
  const lastText = useRef("");

  async function send(e?: FormEvent, text = input) {
    e?.preventDefault();
    if (!choice.path || !key.keyId) return call.refuse(blockedMessage(choice, "developer"));
    if (!text.trim() || streaming) return;
    lastText.current = text;
    const history: Message[] = [...messages, { role: "user", content: text.trim() }];
    setMessages([...history, { role: "assistant", content: "" }]);
    setInput("");
    const controller = new AbortController();
    abort.current = controller;
    const req: ConsoleRequest = {
      method: "POST",
      path: ROUTES.keyed,
      family: "developer",
      keyId: key.keyId,
      body: { model, messages: history, stream: true, stream_options: { include_usage: true } },
    };
    const outcome: StreamOutcome = { finish: null, usage: null };
    const appendDelta = (delta: string) =>
      setMessages((cur) => {
        const next = [...cur];
        next[next.length - 1] = { role: "assistant", content: next[next.length - 1].content + delta };
        return next;
      });
    const res = await call.run(
      req,
      (r) => `${model} · finish_reason ${outcome.finish ?? "?"} · ${outcome.usage ?? "?"} tokens · ${r.ms} ms`,
      (r) => streamCompletion(r, controller.signal, appendDelta, outcome),
    );
    abort.current = null;
    // A failed turn is taken back; a stopped one keeps what had arrived.
    if (!res?.ok && !controller.signal.aborted) setMessages(messages);
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Career chat</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          An OpenAI-compatible chat endpoint, streamed: <code className="font-mono">POST /v1/career/chat/completions</code>. It answers
          salary, skills, CV and interview questions with CareerStack&apos;s engines, and says so when a question is outside its scope.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <Card>
          <CardHeader title="Settings" />
          <CardBody className="flex flex-col gap-4">
            <FormField as="select" label="Model" value={model} onChange={(e) => setModel(e.target.value)}>
              {models.map((m) => (
                <option key={m.id} value={m.id} disabled={m.locked}>
                  {m.id}
                  {m.locked ? ` 🔒 needs ${m.needs}` : ""}
                </option>
              ))}
            </FormField>
            <ConsoleAccess c={{ routes: ROUTES, key, choice }} />
            <Button
              variant="secondary"
              onClick={() => {
                setMessages([]);
                call.reset();
              }}
              disabled={streaming}
            >
              New conversation
            </Button>
          </CardBody>
        </Card>
        <Card className="flex min-h-[28rem] min-w-0 flex-col">
          <CardHeader title="Conversation" actions={call.view ? <Badge>{call.view}</Badge> : undefined} />
          <CardBody className="flex flex-1 flex-col gap-3">
            <div className="flex flex-1 flex-col gap-3" aria-live="polite">
              {messages.length === 0 && (
                <EmptyState
                  title="Ask a career question"
                  action={
                    <div className="flex flex-wrap justify-center gap-2">
                      {EXAMPLES.map((q) => (
                        <Button
                          key={q}
                          size="sm"
                          variant="secondary"
                          className="h-auto py-1.5"
                          disabled={key.status === "loading"}
                          onClick={() => void send(undefined, q)}
                        >
                          {q}
                        </Button>
                      ))}
                    </div>
                  }
                />
              )}
              {messages.map((m, i) => (
                <div
                  key={i}
                  className={
                    m.role === "user"
                      ? "ml-auto max-w-[85%] rounded-lg bg-slate-900 px-3 py-2 text-sm text-white dark:bg-slate-100 dark:text-slate-900"
                      : "max-w-[85%] rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800"
                  }
                >
                  <pre className="whitespace-pre-wrap font-sans">{m.content || (streaming && i === messages.length - 1 ? "…" : "")}</pre>
                </div>
              ))}
            </div>
            {call.formError && (
              <p
                role="alert"
                className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
              >
                {call.formError}
              </p>
            )}
            {call.failure && <ConsoleError failure={call.failure} onRetry={() => void send(undefined, lastText.current)} />}
            <form onSubmit={send} className="flex gap-2">
              <FormField
                as="textarea"
                label="Message"
                labelClassName="sr-only"
                className="flex-1"
                rows={2}
                value={input}
                onChange={(e) => setInput(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter" && !e.shiftKey) {
                    e.preventDefault();
                    if (key.status !== "loading") void send();
                  }
                }}
                placeholder="Ask about salaries, skills, your CV or interview practice (Enter to send)"
              />
              {streaming ? (
                <Button variant="secondary" onClick={() => abort.current?.abort()}>
                  Stop
                </Button>
              ) : (
                <Button
                  type="submit"
                  disabled={!input.trim() || key.status === "loading"}
                  title={key.status === "loading" ? "Loading your keys…" : undefined}
                >
                  Send
                </Button>
              )}
            </form>
          </CardBody>
        </Card>
      </div>
      {call.last && <RequestInspector result={call.last} />}
    </div>
  );
}
