import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { describeError, isDatabaseUnavailable, isStorageFailure, redactStatement } from "./errors";

/** A node-postgres error as the driver builds it: SQLSTATE code, severity, and values in detail/message. */
function pgError(code: string, message: string) {
  return Object.assign(new Error(message), {
    name: "error",
    code,
    severity: "ERROR",
    detail: "Key (email)=(secret@example.com) already exists.",
    table: "accounts",
    constraint: "accounts_email_unique",
  });
}

describe("database errors", () => {
  it("describes a failed query by driver code, table and statement, never parameters, message or detail", () => {
    const e = new DrizzleQueryError(
      'insert into "accounts" ("email", "password_hash") values ($1, $2)',
      ["secret@example.com", "$2b$10$hashhashhash"],
      pgError("23505", 'duplicate key value violates unique constraint "accounts_email_unique"'),
    );
    const line = describeError(e);
    expect(line).toContain("code=23505");
    expect(line).toContain("table=accounts");
    expect(line).toContain('statement="insert into "accounts" ("email", "password_hash") values ($1, $2)"');
    expect(line).not.toMatch(/secret@example\.com|\$2b\$10\$|duplicate key/);
  });

  it("blanks string literals and bounds the length of a statement", () => {
    expect(redactStatement("select * from t where email = 'a@b.c' and x = 'it''s'")).toBe("select * from t where email = '…' and x = '…'");
    expect(redactStatement("x".repeat(1000))).toHaveLength(301);
  });

  it("an invalid-input error whose message quotes the value is not written either", () => {
    const line = describeError(pgError("22P02", 'invalid input syntax for type integer: "hunter2"'));
    expect(line).toContain("code=22P02");
    expect(line).not.toContain("hunter2");
  });

  it("keeps message and stack for errors that are not from the database", () => {
    const e = new TypeError("boom");
    expect(describeError(e)).toContain("TypeError: boom\n");
    expect(describeError(e, { stack: false })).toBe("TypeError: boom");
  });

  it("maps full disks, read-only databases, shutdowns and lost connections to unavailable", () => {
    for (const code of ["53100", "25006", "57P01", "57P03", "08006", "53300"])
      expect(isDatabaseUnavailable(pgError(code, "x")), code).toBe(true);
    for (const code of ["SQLITE_FULL", "SQLITE_READONLY", "SQLITE_IOERR", "SQLITE_BUSY"]) {
      expect(isDatabaseUnavailable(new DrizzleQueryError("insert", [], Object.assign(new Error(code), { code }))), code).toBe(true);
    }
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "SQLITE_IOERR_WRITE" }))).toBe(true);
    expect(isDatabaseUnavailable(pgError("23505", "dup"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "SQLITE_CONSTRAINT" }))).toBe(false);
    expect(isStorageFailure(pgError("53100", "disk full"))).toBe(true);
    expect(isStorageFailure(Object.assign(new Error("x"), { code: "SQLITE_FULL" }))).toBe(true);
    expect(isStorageFailure(Object.assign(new Error("x"), { code: "SQLITE_READONLY" }))).toBe(false);
  });
});
