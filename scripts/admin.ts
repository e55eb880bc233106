// npm run admin -- set-tier <developer_id|email> <TIER>
import { getAuthCache } from "@/lib/platform/auth-cache";
import { setAccountTier } from "@/lib/platform/accounts";
import { isApiError } from "@/lib/http/errors";

const USAGE = "usage: npm run admin -- set-tier <developer_id|email> <FREE|PRO|PLUS|ENTERPRISE>";

async function main(argv: string[]): Promise<number> {
  const [cmd, who, tier] = argv;
  if (cmd !== "set-tier" || !who || !tier) {
    console.error(USAGE);
    return 2;
  }
  const cache = getAuthCache();
  try {
    // Connected before the change is made, so the broadcast that follows it is sent, not dropped by a client still
    // connecting (bounded: an unreachable Redis costs at most a couple of seconds).
    const broadcast = await cache.publisherReady();
    const acct = await setAccountTier(who, tier.toUpperCase());
    console.log(`${acct.email} (${acct.id}) is now on ${acct.tier}; every existing key works at this tier now.`);
    console.log(
      broadcast
        ? "Running instances were told over Redis."
        : "Not broadcast (no Redis configured or reachable): an instance without Redis reads it from the database " +
            "within half a second; one using Redis applies it when its cached keys expire (AUTH_CACHE_TTL_MS).",
    );
    return 0;
  } catch (e) {
    console.error(isApiError(e) ? e.message : `failed: ${(e as Error).message}`);
    return 1;
  } finally {
    await cache.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
