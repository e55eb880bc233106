import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getConfig } from "@/lib/config";
import { ipFromHeaders, verifyCredentials } from "./credentials";

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
    providers: [
      CredentialsProvider({
        name: "E-mail and password",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Password", type: "password" },
        },
        async authorize(credentials, req) {
          const user = await verifyCredentials(credentials?.email ?? "", credentials?.password ?? "", ipFromHeaders(req?.headers));
          return user ? { id: user.id, email: user.email, name: user.name } : null;
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) token.sub = user.id;
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
