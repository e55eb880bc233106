import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { JobSourcesFile } from "./types";

const SourceSchema = z.object({
  kind: z.enum(["greenhouse", "lever", "ashby", "remotive", "arbeitnow", "remoteok"]),
  board: z.string().min(1).optional(),
  name: z.string().min(1).optional(),
  company: z.string().min(1).optional(),
  enabled: z.boolean().optional(),
  url: z.string().url().optional(),
});

const FileSchema = z.object({
  allowedHosts: z.array(z.string().min(1)),
  timeoutMs: z.number().int().min(100).max(120_000).optional(),
  retries: z.number().int().min(0).max(5).optional(),
  maxAgeDays: z.number().int().min(1).max(365).optional(),
  sources: z.array(SourceSchema),
});

export const DEFAULT_MAX_AGE_DAYS = 60;

export function resolveSourcesPath(): string {
  return process.env.JOB_SOURCES_PATH ?? path.resolve(process.cwd(), "config/job-sources.json");
}

/** The sources file, validated; a missing file means "no live sources" (the demo feed is used). */
export function loadSourcesConfig(file = resolveSourcesPath()): JobSourcesFile {
  if (!existsSync(file)) return { allowedHosts: [], sources: [] };
  const parsed = FileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  return parsed.data;
}
