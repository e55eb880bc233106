import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/options";

// next-auth's sign-in, sign-out, session and CSRF endpoints (credentials provider, JWT sessions).
type Ctx = { params: Promise<{ nextauth: string[] }> };

async function handler(req: Request, ctx: Ctx) {
  return NextAuth(getAuthOptions())(req, ctx);
}

export { handler as GET, handler as POST };
