/*
 * Backup files are named by the time they stand for, in UTC, so that sorting the names sorts
 * the backups: gigpartners-2026-11-29T010000Z.sqlite. Anything else in a backup directory (a
 * temporary file being written, an operator's own copy) is never listed, kept or pruned.
 */
const NAME = /^gigpartners-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z\.sqlite$/;

export function backupFileName(at: Date) {
  const iso = at.toISOString();
  return `gigpartners-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z.sqlite`;
}

/** The time a backup file's name stands for, or null for a name that is not a backup's. */
export function backupTime(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds] = match;
  const time = new Date(`${day}T${hours}:${minutes}:${seconds}Z`);
  return Number.isNaN(time.getTime()) ? null : time;
}

export type Retention = { hourly: number; daily: number };

/**
 * The backups to keep: the newest of each of the latest `hourly` hours that have one, and the
 * newest of each of the latest `daily` days (UTC) that have one; the newest backup always, so a
 * retention of 0 and 0 cannot delete the copy just taken. Names that are not backups are ignored.
 */
export function backupsToKeep(names: string[], retention: Retention): Set<string> {
  const backups = names
    .map((name) => ({ name, time: backupTime(name) }))
    .filter((b): b is { name: string; time: Date } => b.time !== null)
    .sort((a, b) => b.time.getTime() - a.time.getTime());
  const keep = new Set<string>(backups.slice(0, 1).map((b) => b.name));
  const bucketed = (count: number, bucketOf: (iso: string) => string) => {
    const seen = new Set<string>();
    for (const backup of backups) {
      if (seen.size >= count) break;
      const bucket = bucketOf(backup.time.toISOString());
      if (seen.has(bucket)) continue;
      seen.add(bucket);
      keep.add(backup.name);
    }
  };
  bucketed(retention.hourly, (iso) => iso.slice(0, 13));
  bucketed(retention.daily, (iso) => iso.slice(0, 10));
  return keep;
}

/** The backups among `names` that retention drops. */
export function backupsToPrune(names: string[], retention: Retention): string[] {
  const keep = backupsToKeep(names, retention);
  return names.filter((name) => backupTime(name) !== null && !keep.has(name));
}
