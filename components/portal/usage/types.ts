export interface Quota {
  label: string;
  family: string;
  keyId: string | null;
  tier: string;
  used: number;
  dailyLimit: number | null;
  rpmLimit: number;
}

interface Split {
  requests: number;
  clientErrors: number;
  serverErrors: number;
}

export interface LoggedCall {
  id: string;
  requestId: string | null;
  endpoint: string;
  method: string;
  family: string;
  keyId: string | null;
  keyName: string | null;
  keyPrefix: string | null;
  status: number;
  errorCode: string | null;
  errorMessage: string | null;
  latencyMs: number;
  model: string | null;
  livemode: boolean;
  at: string;
}

export interface UsageData {
  days: number;
  today: Split & { date: string; errors: number; billable: number; uncounted: number };
  quotas: Quota[];
  history: (Split & { date: string; errors: number })[];
  hourly: (Split & { hour: number })[];
  byEndpoint: (Split & { endpoint: string; errors: number; p50LatencyMs: number | null; p95LatencyMs: number | null })[];
  breakdown: (Split & { keyId: string | null; endpoint: string; date: string })[];
  latencySample: number;
  recentCalls: LoggedCall[];
  keys: { id: string; name: string | null; prefix: string; family: string; status: string }[];
}

export interface RequestLogPage {
  requests: LoggedCall[];
  nextCursor: string | null;
}
