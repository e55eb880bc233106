import { describe, expect, it } from "vitest";
import { BANNED_PHRASES, findBannedPhrases, scrubBannedPhrases } from "./banned-phrases";

describe("banned filler phrases", () => {
  it("lists at least 40 phrases, including the classics", () => {
    expect(BANNED_PHRASES.length).toBeGreaterThanOrEqual(40);
    const names = BANNED_PHRASES.map((b) => b.phrase.toLowerCase());
    for (const p of [
      "i am writing to express my interest",
      "team player",
      "hard-working",
      "passionate about",
      "think outside the box",
      "synergy",
      "go-getter",
      "detail-oriented",
      "results-driven",
    ]) {
      expect(names).toContain(p);
    }
  });

  it("finds phrases case-insensitively and across hyphen/space variants", () => {
    expect(findBannedPhrases("A Hard Working, detail oriented TEAM PLAYER.")).toEqual(
      expect.arrayContaining(["hard-working", "detail-oriented", "team player"]),
    );
    expect(findBannedPhrases("I am a results driven go getter")).toEqual(expect.arrayContaining(["results-driven", "go-getter"]));
  });

  it("does not fire inside other words", () => {
    expect(findBannedPhrases("The synergyst platform and a guruji; ninjago.")).toEqual([]);
    expect(findBannedPhrases("I reduced latency by 40% at Monzo.")).toEqual([]);
  });

  it("scrubs every phrase from a cliché-heavy text and leaves readable sentences", () => {
    const text =
      "To whom it may concern, I am writing to express my interest in the role. I am a hard-working team player, passionate about data, who thinks outside the box. I have a proven track record in a fast-paced environment.";
    const out = scrubBannedPhrases(text);
    expect(findBannedPhrases(out)).toEqual([]);
    expect(out).not.toMatch(/ {2}| ,|\ba [aeio]/);
    expect(out).toContain("I am applying");
  });

  it("scrubs each phrase on its own", () => {
    for (const b of BANNED_PHRASES) expect(findBannedPhrases(scrubBannedPhrases(`We said ${b.phrase} here.`))).toEqual([]);
  });
});
