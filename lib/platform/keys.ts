import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { KeyFamily } from "./tiers";

/** Key formats of CONTRACT.md "Three key families". */
const FORMATS: Record<KeyFamily, RegExp> = {
  developer: /^csk_(live|test|free)_v1_[0-9a-f]{48}$/,
  transformer: /^csk_(live|test)_[0-9a-f]{48}$/,
  embed: /^cstm_em_[0-9a-f]{48}$/,
  secret: /^csk_secret_[0-9a-f]{48}$/,
};

export type KeyType = "live" | "test" | "free";

export function keyPrefixFor(family: KeyFamily, keyType: KeyType): string {
  switch (family) {
    case "developer":
      return `csk_${keyType}_v1_`;
    case "transformer":
      return `csk_${keyType === "test" ? "test" : "live"}_`;
    case "embed":
      return "cstm_em_";
    case "secret":
      return "csk_secret_";
  }
}

export interface GeneratedKey {
  plaintext: string;
  hash: string;
  /** Shown in lists, e.g. "csk_live_v1_3fa9…"; never enough to use the key. */
  display: string;
}

export function generateKey(family: KeyFamily, keyType: KeyType): GeneratedKey {
  const prefix = keyPrefixFor(family, keyType);
  const plaintext = prefix + randomBytes(24).toString("hex");
  return { plaintext, hash: hashKey(plaintext), display: displayPrefix(plaintext) };
}

export function hashKey(plaintext: string): string {
  return createHash("sha256").update(plaintext, "utf8").digest("hex");
}

export function displayPrefix(plaintext: string): string {
  const family = familyOf(plaintext);
  const head = family ? keyPrefixFor(family, keyTypeOf(plaintext) ?? "live").length : 8;
  return `${plaintext.slice(0, head + 4)}…`;
}

/** Which family a string is shaped like, or null when it matches no format. */
export function familyOf(key: string): KeyFamily | null {
  for (const family of Object.keys(FORMATS) as KeyFamily[]) {
    if (FORMATS[family].test(key)) return family;
  }
  return null;
}

export function keyTypeOf(key: string): KeyType | null {
  const m = /^csk_(live|test|free)_/.exec(key);
  return m ? (m[1] as KeyType) : key.startsWith("cstm_em_") ? "live" : null;
}

export function isKeyOfFamily(key: string, family: KeyFamily): boolean {
  return FORMATS[family].test(key);
}

/** The row was found by its hash; comparing again in constant time keeps timing independent of content. */
export function hashesEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a, "hex");
  const bb = Buffer.from(b, "hex");
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
