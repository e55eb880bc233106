import type { NormalisedListing } from "./types";

/** Text a listing is embedded from: the title twice (it carries most of the signal) and the ad body. */
export function listingEmbeddingText(l: Pick<NormalisedListing, "title" | "description">): string {
  // A "Demo listing:" after one that found no "." cannot find one either (the lookbehind skips it at once).
  const body = l.description.replace(/Demo listing:(?<!Demo listing:[^.]*?Demo listing:)[^.]*\.\s*/, "").slice(0, 1500);
  return `${l.title}. ${l.title}. ${body}`;
}
