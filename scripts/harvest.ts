/**
 * npm run harvest — fetches the enabled sources in config/job-sources.json (or JOB_SOURCES_PATH),
 * normalises, de-duplicates, embeds and stores them, expires stale listings, and prints a report.
 * Exit code 1 only when every enabled source failed.
 */
import { harvestJobs } from "@/lib/jobs/harvester";
import { loadSourcesConfig, resolveSourcesPath } from "@/lib/jobs/sources-config";
import { shutdownEmbeddings } from "@/lib/models/embeddings";

async function main(): Promise<number> {
  const file = loadSourcesConfig();
  const enabled = file.sources.filter((s) => s.enabled);
  if (enabled.length === 0) {
    console.log(
      `No enabled sources in ${resolveSourcesPath()}; the demo feed stays in use. Set "enabled": true on a source to harvest it.`,
    );
    return 0;
  }
  const report = await harvestJobs(file);
  for (const s of report.sources) {
    console.log(
      s.ok
        ? `✓ ${s.source}: ${s.fetched} fetched, ${s.inserted} new, ${s.updated} updated, ${s.duplicates} duplicates (${s.attempts} attempt${s.attempts > 1 ? "s" : ""})`
        : `✗ ${s.source}: ${s.error} (${s.attempts} attempt${s.attempts === 1 ? "" : "s"})`,
    );
  }
  console.log(`${report.expired} stale listing(s) expired.`);
  return report.sources.every((s) => !s.ok) ? 1 : 0;
}

main()
  .then(async (code) => {
    await shutdownEmbeddings();
    process.exit(code);
  })
  .catch(async (e) => {
    console.error(e instanceof Error ? e.message : e);
    await shutdownEmbeddings();
    process.exit(1);
  });
