// Migrates the configured database and adds the demo account once (idempotent).
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import bcrypt from "bcryptjs";
import { getDb } from "@/lib/db";
import { describeError } from "@/lib/db/errors";
import { demoKeysFile } from "@/lib/db/demo-keys-file";
import { getConfig } from "@/lib/config";
import { createAccount, findAccountByEmail } from "@/lib/platform/accounts";
import { createApiKey } from "@/lib/platform/key-store";
import { createContext } from "@/lib/platform/contexts";

export const DEMO_EMAIL = "demo@careerstack.dev";
export const DEMO_PASSWORD = "demo-password";

const DEMO_CV = `Alex Morgan
Senior Software Engineer — London, UK

Summary
Backend engineer with 8 years of experience building payment and data platforms in TypeScript, Go and PostgreSQL.

Experience
Senior Software Engineer, Brightpay Ltd — Jan 2021 – Present
- Led the migration of the payments API to Kubernetes, cutting deployment time from 45 to 8 minutes.
- Designed an event pipeline on Kafka processing 2 million transactions a day.
Software Engineer, Datacore — Mar 2017 – Dec 2020
- Built internal analytics services in Node.js and PostgreSQL used by 300 analysts.

Skills
TypeScript, Node.js, Go, PostgreSQL, Kafka, Kubernetes, AWS, Terraform

Education
BSc Computer Science, University of Manchester, 2016`;

async function main() {
  const { dialect } = await getDb();
  if (await findAccountByEmail(DEMO_EMAIL)) {
    console.log(`  database ready (${dialect}); demo account ${DEMO_EMAIL} exists`);
    return;
  }
  const account = await createAccount({
    email: DEMO_EMAIL,
    name: "Demo Developer",
    company: "CareerStack",
    passwordHash: await bcrypt.hash(DEMO_PASSWORD, 10),
    tier: "PRO",
  });
  const dev = await createApiKey({ accountId: account.id, family: "developer", tier: "PRO", keyType: "live", name: "Demo developer key" });
  const tr = await createApiKey({
    accountId: account.id,
    family: "transformer",
    tier: "pro",
    keyType: "test",
    name: "Demo transformer key",
  });
  const em = await createApiKey({ accountId: account.id, family: "embed", tier: "free", keyType: "live", name: "Demo embedding key" });
  const ctx = await createContext(
    account.id,
    { full_name: "Alex Morgan", cv_text: DEMO_CV, target_role: "Staff Software Engineer", target_country: "GB", years_experience: 8 },
    "PRO",
  );
  const lines = [
    `Demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD} (PRO tier)`,
    `Developer key   (X-Api-Key):            ${dev.plaintext}`,
    `Transformer key (X-API-Key):            ${tr.plaintext}`,
    `Embedding key   (Authorization: Bearer): ${em.plaintext}`,
    `Candidate context: ${ctx.context_id}`,
  ];
  const file = demoKeysFile(getConfig().DATABASE_URL);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, lines.join("\n") + "\n", { mode: 0o600 });
  console.log(
    `  database ready (${dialect}); demo data created — keys are shown once, also saved to ${path.relative(process.cwd(), file)}:`,
  );
  for (const l of lines) console.log(`    ${l}`);
}

main()
  .then(() => process.exit(0))
  .catch((e) => {
    console.error(`Seeding failed: ${describeError(e, { stack: false })}`);
    process.exit(1);
  });
