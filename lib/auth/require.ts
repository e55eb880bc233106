import { redirect } from "next/navigation";
import { getSessionAccount, type SessionAccount } from "./session";

/** Server components of /dashboard/*: the signed-in account, or a redirect to sign-in that comes back here. */
export async function requireAccount(path: string): Promise<SessionAccount> {
  const account = await getSessionAccount();
  if (!account) redirect(`/signin?callbackUrl=${encodeURIComponent(path)}`);
  return account;
}
