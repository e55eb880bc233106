// Runs once per server start: open the database (migrating it) before the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("@/lib/db");
  await getDb();
  // Load the embedding model in the background so the first embedding request does not pay for it.
  if (process.env.EMBED_WARM_AT_START !== "0") {
    void import("@/lib/models/embeddings")
      .then((m) => m.warmEmbeddings())
      .catch((e) => console.warn("embedding model not warmed:", e instanceof Error ? e.message : e));
  }
}
