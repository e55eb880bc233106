"use client";

import { useRef, useState } from "react";
import { describeFailure, type Failure } from "@/lib/portal/console-failure";
import { sendRequest, type ApiCallResult, type ConsoleRequest } from "./call-api";

/** How a console sends its request: read as JSON by default; a streamed answer brings its own reader. */
export type Sender<B> = (req: ConsoleRequest) => Promise<ApiCallResult<B>>;

/** A call that threw instead of answering: unreachable, or an error event inside a streamed answer. */
function thrownFailure(e: unknown): Failure {
  // fetch rejects with a TypeError when the API cannot be reached; anything else carries its own message.
  if (e instanceof TypeError || !(e instanceof Error)) return describeFailure(null);
  return { ...describeFailure(null), message: e.message, retryable: false };
}

/**
 * The request state every console shares: the result view of the last successful call, the last
 * exchange (for "View code" and the raw JSON, failures included), a failure the console can explain,
 * a message for input the form refused before sending, and a loading flag for the run button.
 */
export function useConsoleCall<V>() {
  const [view, setView] = useState<V | null>(null);
  const [last, setLast] = useState<ApiCallResult | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const again = useRef<(() => Promise<unknown>) | null>(null);

  /**
   * Sends `req` and keeps what it answered. Resolves to the exchange, or to null when it threw (a network
   * failure, or an abort by the visitor, which is no failure and leaves the view as it was).
   */
  async function run<B>(
    req: ConsoleRequest,
    toView: (res: ApiCallResult<B>) => V,
    send: Sender<B> = sendRequest,
  ): Promise<ApiCallResult<B> | null> {
    again.current = () => run(req, toView, send);
    setLoading(true);
    setFailure(null);
    setFormError(null);
    try {
      const res = await send(req);
      setLast(res);
      if (!res.ok) {
        setView(null);
        setFailure(describeFailure(res));
      } else setView(toView(res));
      return res;
    } catch (e) {
      // An abort (a DOMException, not an Error in every browser) is the visitor stopping the call.
      if ((e as { name?: unknown } | null)?.name !== "AbortError") setFailure(thrownFailure(e));
      return null;
    } finally {
      setLoading(false);
    }
  }

  /** Input refused before any request: say why, next to the form. */
  function refuse(message: string): void {
    setFormError(message);
  }

  /** Back to the state before the first call (a new conversation). */
  function reset(): void {
    setView(null);
    setLast(null);
    setFailure(null);
    setFormError(null);
  }

  return { view, last, failure, formError, loading, run, refuse, reset, retry: () => void again.current?.() };
}

export type ConsoleCall<V> = ReturnType<typeof useConsoleCall<V>>;
