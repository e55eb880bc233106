export interface Quota {
  label: string;
  family: string;
  keyId: string | null;
  tier: string;
  used: number;
  dailyLimit: number | null;
  rpmLimit: number;
}

export interface UsageData {
  days: number;
  today: { date: string; requests: number; errors: number };
  quotas: Quota[];
  history: { date: string; requests: number; errors: number }[];
  byEndpoint: { endpoint: string; requests: number; errors: number; avgLatencyMs: number }[];
  recentCalls: {
    id: string;
    endpoint: string;
    method: string;
    family: string;
    keyId: string | null;
    keyPrefix: string | null;
    status: number;
    latencyMs: number;
    model: string | null;
    livemode: boolean;
    at: string;
  }[];
  keys: { id: string; name: string | null; prefix: string; family: string; status: string }[];
}
