"use client";

import { useState } from "react";
import { failureMessage, type ApiCallResult } from "./call-api";

/**
 * The request state every console shares: run one API call, keep its result view, or a message that says
 * what to do next (failureMessage), and a loading flag for the run button.
 */
export function useConsoleCall<V>(opts: { keyOptional?: boolean } = { keyOptional: true }) {
  const [view, setView] = useState<V | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function run<B>(call: () => Promise<ApiCallResult<B>>, toView: (res: ApiCallResult<B>) => V): Promise<void> {
    setLoading(true);
    setError(null);
    try {
      const res = await call();
      if (!res.ok) {
        setView(null);
        setError(failureMessage(res, opts));
      } else setView(toView(res));
    } catch {
      setError("Network error: the API could not be reached.");
    } finally {
      setLoading(false);
    }
  }

  return { view, error, loading, setError, run };
}
