// npm run admin -- set-tier <developer_id|email> <TIER>
import { setAccountTier } from "@/lib/platform/accounts";
import { isApiError } from "@/lib/http/errors";

const USAGE = "usage: npm run admin -- set-tier <developer_id|email> <FREE|PRO|PLUS|ENTERPRISE>";

async function main(argv: string[]): Promise<number> {
  const [cmd, who, tier] = argv;
  if (cmd !== "set-tier" || !who || !tier) {
    console.error(USAGE);
    return 2;
  }
  try {
    const acct = await setAccountTier(who, tier.toUpperCase());
    console.log(`${acct.email} (${acct.id}) is now on ${acct.tier}; every existing key works at this tier now.`);
    return 0;
  } catch (e) {
    console.error(isApiError(e) ? e.message : `failed: ${(e as Error).message}`);
    return 1;
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
