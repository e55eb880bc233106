"use client";

import { useRef, useState } from "react";
import { describeFailure, type Failure } from "@/lib/portal/console-failure";
import { sendRequest, type ApiCallResult, type ConsoleRequest } from "./call-api";

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
  const again = useRef<(() => Promise<void>) | null>(null);

  async function run<B>(req: ConsoleRequest, toView: (res: ApiCallResult<B>) => V): Promise<void> {
    again.current = () => run(req, toView);
    setLoading(true);
    setFailure(null);
    setFormError(null);
    try {
      const res = await sendRequest<B>(req);
      setLast(res);
      if (!res.ok) {
        setView(null);
        setFailure(describeFailure(res));
      } else setView(toView(res));
    } catch {
      setFailure(describeFailure(null));
    } finally {
      setLoading(false);
    }
  }

  /** Input refused before any request: say why, next to the form. */
  function refuse(message: string): void {
    setFormError(message);
  }

  return { view, last, failure, formError, loading, run, refuse, retry: () => void again.current?.() };
}

export type ConsoleCall<V> = ReturnType<typeof useConsoleCall<V>>;
