// Runs once per server start: open the database (migrating it) before the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("@/lib/db");
  await getDb();
}
