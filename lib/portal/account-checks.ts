/**
 * Sign-up and sign-in fields checked in the browser before the round trip, with the limits of
 * lib/auth/signup's SignupRequest (the server checks them again; account-checks.test.ts compares).
 */
export type AccountField = "email" | "password" | "name" | "developer_key";

// Deliberately loose: one @, something on each side, a dot inside the domain (not its first or last character).
// The server's check is the real one. The domain is read up to its first dot after the first character: with
// "[^\s@]+\.[^\s@]+" every dot was tried in turn, each time scanning the rest (quadratic). Exported for the test.
export const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
const DEVELOPER_KEY = /^csk_(live|test|free)_v1_[0-9a-f]{48}$/;

export function checkAccountFields(
  v: Partial<Record<AccountField, string>>,
  mode: "signup" | "signin",
): Partial<Record<AccountField, string>> {
  const out: Partial<Record<AccountField, string>> = {};
  const email = (v.email ?? "").trim();
  if (!email) out.email = "Enter your e-mail address.";
  else if (email.length > 254 || !EMAIL.test(email)) out.email = "Enter a valid e-mail address, like name@example.com.";
  const password = v.password ?? "";
  if (!password) out.password = "Enter your password.";
  else if (mode === "signup" && password.length < 8) out.password = `Use at least 8 characters (${password.length} so far).`;
  else if (mode === "signup" && password.length > 200) out.password = "Use at most 200 characters.";
  if (mode === "signup" && (v.name ?? "").trim().length > 200) out.name = "Use at most 200 characters.";
  const key = (v.developer_key ?? "").trim();
  if (mode === "signup" && key && !DEVELOPER_KEY.test(key))
    out.developer_key = "A developer key looks like csk_free_v1_ followed by 48 hex characters.";
  return out;
}
