import { describe, expect, it } from "vitest";
import {
  backupFileName,
  backupsToKeep,
  backupsToPrune,
  backupTime,
} from "~/db/backup/backup-names.server";

const HOUR = 3_600_000;
const start = Date.parse("2026-11-29T01:00:00Z");
/** Hourly backups going back `hours` hours from 2026-11-29T01:00Z, newest first. */
const hourly = (hours: number, every = 1) =>
  Array.from({ length: Math.ceil(hours / every) }, (_, i) =>
    backupFileName(new Date(start - i * every * HOUR)),
  );

describe("backup names", () => {
  it("sort by the time they stand for and parse back to it", () => {
    const times = ["2026-11-29T01:00:00Z", "2026-11-29T00:59:59Z", "2025-01-02T23:00:05Z"];
    const names = times.map((t) => backupFileName(new Date(t)));
    expect(names[0]).toBe("gigpartners-2026-11-29T010000Z.sqlite");
    expect([...names].sort()).toEqual([names[2], names[1], names[0]]);
    expect(names.map((n) => backupTime(n)?.toISOString())).toEqual(
      times.map((t) => new Date(t).toISOString()),
    );
  });

  it.each([
    ".gigpartners-2026-11-29T010000Z.sqlite.123.partial",
    "gigpartners-2026-11-29T010000Z.sqlite.tmp",
    "gigpartners-2026-13-29T010000Z.sqlite",
    "notes.txt",
  ])("%s is not a backup", (name) => {
    expect(backupTime(name)).toBeNull();
  });
});

describe("retention", () => {
  it.each([
    // [what, backups, hourly, daily, how many are kept]
    ["24 hourly and 14 daily from 60 days of hourly backups", hourly(60 * 24), 24, 14, 24 + 12],
    ["fewer backups than the retention keeps all", hourly(10), 24, 14, 10],
    ["hourly only", hourly(48), 24, 0, 24],
    ["daily only: the newest of each of 14 days", hourly(30 * 24), 0, 14, 14],
    ["every 6 hours: 24 backups span 6 days, 7 more days", hourly(20 * 24, 6), 24, 14, 24 + 7],
    ["0 and 0 still keeps the newest", hourly(5), 0, 0, 1],
  ])("%s", (_what, names, hourlyCount, daily, kept) => {
    const keep = backupsToKeep(names, { hourly: hourlyCount, daily });
    expect(keep.size).toBe(kept);
    expect(keep.has(names[0]!)).toBe(true);
    expect(backupsToPrune(names, { hourly: hourlyCount, daily })).toHaveLength(names.length - kept);
  });

  it("keeps the last 24 hours and the newest backup of each of the 14 latest days", () => {
    const names = hourly(60 * 24);
    const keep = [...backupsToKeep(names, { hourly: 24, daily: 14 })].sort().reverse();
    // The 24 newest hours: 2026-11-28T02:00 .. 2026-11-29T01:00.
    expect(keep.slice(0, 24)).toEqual(names.slice(0, 24));
    // Then each earlier day's 23:00 backup, 2026-11-27 back to 2026-11-16: the newest backups
    // of the 29th (01:00) and the 28th (23:00) are among the 24 hours already.
    const days = keep.slice(24).map((n) => backupTime(n)!.toISOString());
    expect(days).toEqual(
      Array.from({ length: 12 }, (_, i) =>
        new Date(Date.parse("2026-11-27T23:00:00Z") - i * 24 * HOUR).toISOString(),
      ),
    );
  });

  it("leaves files that are not backups alone", () => {
    const names = [...hourly(30), "operator-copy.sqlite", ".gigpartners-x.partial"];
    const pruned = backupsToPrune(names, { hourly: 24, daily: 0 });
    expect(pruned).toEqual(hourly(30).slice(24));
  });
});
