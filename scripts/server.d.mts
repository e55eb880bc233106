import type { IncomingMessage, ServerResponse } from "node:http";
import type { TrustProxy } from "../lib/http/proxy-trust.mjs";

export const PEER_HEADER: string;
export const FORWARDING_HEADERS: string[];
export const HSTS: string;
export function createFrontDoor(opts: {
  trust: TrustProxy;
  publicOrigin: string | undefined;
  handle: (req: IncomingMessage, res: ServerResponse) => unknown;
}): (req: IncomingMessage, res: ServerResponse) => unknown;
