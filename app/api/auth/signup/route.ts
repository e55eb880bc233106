import { SignupRequest, signUp } from "@/lib/auth/signup";
import { publicRoute } from "@/lib/http/route";

// POST /api/auth/signup — 201; 409 email_taken; API-registered e-mails prove ownership with developer_key.
export const POST = publicRoute(SignupRequest, { endpoint: "/api/auth/signup", status: 201 }, ({ body, ip }) => signUp(body, ip));
