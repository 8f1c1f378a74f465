import { afterEach, describe, expect, it, vi } from "vitest";
import { scheduleBackups, slotOf } from "~/server/schedules/backup-schedule.server";

async function envWith(values: Record<string, string | undefined>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  const { getEnv } = await import("~/env.server");
  return getEnv;
}

describe("backup settings", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("default to hourly into data/backups, keeping 24 hourly and 14 daily copies", async () => {
    const getEnv = await envWith({ BACKUP_SCHEDULE: undefined, BACKUP_S3_URL: undefined });
    expect(getEnv()).toMatchObject({
      BACKUP_SCHEDULE: "0 * * * *",
      BACKUP_DIR: "data/backups",
      BACKUP_KEEP_HOURLY: 24,
      BACKUP_KEEP_DAILY: 14,
    });
    expect(getEnv().BACKUP_S3_URL).toBeUndefined();
  });

  it.each([
    ["BACKUP_SCHEDULE", "every hour"],
    ["BACKUP_SCHEDULE", "0 25 * * *"],
    ["BACKUP_KEEP_HOURLY", "-1"],
    ["BACKUP_S3_URL", "https://bucket.example.com/prefix"],
    ["BACKUP_S3_ENDPOINT", "not a url"],
  ])("refuse %s=%s by name", async (name, value) => {
    const getEnv = await envWith({ [name]: value });
    expect(getEnv).toThrow(new RegExp(`Invalid environment variables:\\n\\s+${name}: `));
  });

  it.each(["off", "*/10 * * * *", "0 2 * * *"])("accept BACKUP_SCHEDULE=%s", async (value) => {
    const getEnv = await envWith({ BACKUP_SCHEDULE: value });
    expect(getEnv().BACKUP_SCHEDULE).toBe(value);
  });

  it("schedule nothing when off", () => {
    expect(
      scheduleBackups({
        DATABASE_URL: "file:./never-opened.db",
        BACKUP_SCHEDULE: "off",
        BACKUP_DIR: "data/backups",
        BACKUP_KEEP_HOURLY: 24,
        BACKUP_KEEP_DAILY: 14,
        BACKUP_S3_REGION: "us-east-1",
      }),
    ).toBeNull();
  });

  it("name a tick's slot by its minute, the same in every instance", () => {
    expect(slotOf(new Date("2026-11-29T01:00:00.950Z")).toISOString()).toBe(
      "2026-11-29T01:00:00.000Z",
    );
    expect(slotOf(new Date("2026-11-29T01:00:59.999Z")).toISOString()).toBe(
      "2026-11-29T01:00:00.000Z",
    );
  });
});
