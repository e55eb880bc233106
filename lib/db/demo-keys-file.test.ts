import { describe, expect, it } from "vitest";
import { demoKeysFile } from "./demo-keys-file";

describe("demoKeysFile", () => {
  it("sits beside the SQLite file, so two databases in one directory keep two files", () => {
    expect(demoKeysFile("file:./data/careerstack.db", "/srv/app")).toBe("/srv/app/data/careerstack.demo-keys.txt");
    expect(demoKeysFile("file:./data/e2e.db", "/srv/app")).toBe("/srv/app/data/e2e.demo-keys.txt");
    expect(demoKeysFile("file:/var/lib/cs/prod.sqlite", "/srv/app")).toBe("/var/lib/cs/prod.demo-keys.txt");
  });

  it("gets a name per server and database on PostgreSQL", () => {
    expect(demoKeysFile("postgres://u:secret@db.internal:5433/careerstack", "/srv/app")).toBe(
      "/srv/app/data/pg-db.internal-5433-careerstack.demo-keys.txt",
    );
    expect(demoKeysFile("postgresql://u@10.0.0.5/staging", "/srv/app")).toBe("/srv/app/data/pg-10.0.0.5-5432-staging.demo-keys.txt");
    // the password never becomes part of a file name
    expect(demoKeysFile("postgres://u:secret@db/x", "/srv/app")).not.toContain("secret");
  });

  it("keeps in-memory databases inside data/", () => {
    expect(demoKeysFile(":memory:", "/srv/app")).toBe("/srv/app/data/memory.demo-keys.txt");
    expect(demoKeysFile("file::memory:", "/srv/app")).toBe("/srv/app/data/memory.demo-keys.txt");
  });
});
