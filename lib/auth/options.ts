import { randomUUID } from "node:crypto";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getConfig } from "@/lib/config";
import { ipFromHeaders, verifyCredentials } from "./credentials";
import { createAuthLogger } from "./logger";
import { isSessionActive, revokeSession, SessionRevoked, type SessionClaims } from "./revocation";

const THIRTY_DAYS = 30 * 24 * 60 * 60;

/**
 * Secure (__Secure-) cookies when the public origin is https. next-auth sets httpOnly and
 * sameSite=lax on its cookies itself; only `secure` depends on the deployment.
 */
function secureCookies(): boolean {
  const origin = process.env.NEXTAUTH_URL ?? process.env.PUBLIC_ORIGIN ?? "";
  return origin.startsWith("https://");
}

export function buildAuthOptions(): NextAuthOptions {
  // next-auth v4 builds its absolute URLs from NEXTAUTH_URL; the platform's own PUBLIC_ORIGIN is the same thing.
  if (!process.env.NEXTAUTH_URL && process.env.PUBLIC_ORIGIN) process.env.NEXTAUTH_URL = process.env.PUBLIC_ORIGIN;
  return {
    secret: getConfig().AUTH_SECRET,
    session: { strategy: "jwt", maxAge: THIRTY_DAYS },
    useSecureCookies: secureCookies(),
    pages: { signIn: "/signin", error: "/signin" },
    // One short, rate-limited line per failure kind instead of a stack trace per malformed cookie.
    logger: createAuthLogger(),
    providers: [
      CredentialsProvider({
        name: "E-mail and password",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Password", type: "password" },
        },
        async authorize(credentials, req) {
          const user = await verifyCredentials(credentials?.email ?? "", credentials?.password ?? "", ipFromHeaders(req?.headers));
          return user ? { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion } : null;
        },
      }),
    ],
    events: {
      // Sign-out ends this token on the server too, so a copy of the cookie stops working.
      async signOut({ token }) {
        if (token) await revokeSession(token as SessionClaims);
      },
    },
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          // Sign-in: stamp the account's session version and give this session an id of its own.
          token.sub = user.id;
          token.sv = (user as { sessionVersion?: number }).sessionVersion ?? 0;
          token.sid = randomUUID();
          return token;
        }
        let active = true;
        try {
          active = await isSessionActive(token as SessionClaims);
        } catch {
          // Database away: keep the cookie (throwing would sign everyone out on a blip). Nothing can be done
          // with it meanwhile: every portal route reads the account from the same database.
        }
        // Thrown, next-auth answers "no session" and clears the cookie.
        if (!active) throw new SessionRevoked();
        return token;
      },
      async session({ session, token }) {
        // The account id is all the portal needs; tier and name are read fresh from the database.
        return { ...session, user: { ...session.user, id: token.sub ?? "" } };
      },
    },
  };
}

let cached: NextAuthOptions | undefined;

/** Built lazily: reading AUTH_SECRET at import time would break `next build` without an environment. */
export function getAuthOptions(): NextAuthOptions {
  if (!cached) cached = buildAuthOptions();
  return cached;
}
