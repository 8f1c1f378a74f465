import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "~/db/client.server";

describe("the SQLite statement cache", () => {
  it("hands the same statement back for the same SQL, and a fresh one while it is being iterated", () => {
    const sqlite = new SQLite(":memory:");
    const db = withStatementCache(sqlite);
    db.prepare("create table t (n integer)").run();
    for (const n of [1, 2, 3]) db.prepare("insert into t (n) values (?)").run(n);
    const select = db.prepare("select n from t order by n");
    expect(db.prepare("select n from t order by n")).toBe(select);

    const seen: number[][] = [];
    for (const row of select.iterate() as IterableIterator<{ n: number }>) {
      // The first statement is busy: a second identical query gets its own and still works.
      const inner = db.prepare("select n from t order by n");
      expect(inner).not.toBe(select);
      seen.push([row.n, (inner.all() as Array<{ n: number }>).length]);
    }
    expect(seen).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(db.prepare("select n from t order by n")).toBe(select);
    db.close();
  });

  it("keeps at most 500 statements, dropping the least recently used", () => {
    const sqlite = new SQLite(":memory:");
    const db = withStatementCache(sqlite);
    const first = db.prepare("select 0");
    const kept = db.prepare("select 1");
    for (let i = 2; i < 501; i++) {
      db.prepare("select 1"); // used again and again: stays
      db.prepare(`select ${i}`);
    }
    expect(db.prepare("select 1")).toBe(kept);
    expect(db.prepare("select 0")).not.toBe(first);
    db.close();
  });
});
