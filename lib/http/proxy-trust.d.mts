import type { BlockList } from "node:net";

export type TrustProxy = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "list"; list: BlockList; entries: string[] };

export function normaliseAddress(raw: unknown): string | null;
export function parseTrustProxy(raw: string | undefined): TrustProxy;
export function isTrustedPeer(peer: string | null | undefined, trust: TrustProxy): boolean;
export function resolveClientAddress(peer: string | null | undefined, xff: string | null | undefined, trust: TrustProxy): string | null;
