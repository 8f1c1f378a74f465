import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { getEnv } from "~/env.server";
import type { Locale } from "~/i18n/config";
import { BUSINESS_TIME_ZONE } from "~/utils/dates";

// The development outbox: without SMTP_URL every message is one JSON file in this directory,
// listed by /dev/outbox (outside production only). File names sort by time.

/** `20261121T173120123Z-0123456789ab`: UTC time to the millisecond, then 48 random bits. */
export const OUTBOX_ID_PATTERN = /^\d{8}T\d{9}Z-[0-9a-f]{12}$/;

const MAX_LISTED = 200;

const OutboxMessageSchema = z.object({
  id: z.string().regex(OUTBOX_ID_PATTERN),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string()),
  createdAt: z.string(),
});

export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export type OutboxSummary = Pick<OutboxMessage, "id" | "to" | "from" | "subject" | "createdAt">;

/** `MAIL_OUTBOX_DIR`, else data/outbox. */
export function outboxDir(): string {
  return path.resolve(getEnv().MAIL_OUTBOX_DIR ?? path.join("data", "outbox"));
}

function newOutboxId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, "");
  return `${stamp}-${randomBytes(6).toString("hex")}`;
}

/** Writes one message (to a temporary name first, so a reader never sees half a file). */
export async function writeOutboxMessage(
  message: Omit<OutboxMessage, "id" | "createdAt">,
): Promise<OutboxMessage> {
  const now = new Date();
  const stored: OutboxMessage = { id: newOutboxId(now), ...message, createdAt: now.toISOString() };
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${stored.id}.json`);
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(stored, null, 2) + "\n", { mode: 0o600 });
  await fs.rename(temporary, file);
  return stored;
}

async function readFileIfPresent(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** One message by id; null for an unknown or malformed id (never a path outside the outbox). */
export async function readOutboxMessage(id: string): Promise<OutboxMessage | null> {
  if (typeof id !== "string" || !OUTBOX_ID_PATTERN.test(id)) return null;
  const raw = await readFileIfPresent(path.join(outboxDir(), `${id}.json`));
  if (raw === null) return null;
  try {
    const parsed = OutboxMessageSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.id === id ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The newest messages first (at most 200), without their bodies. */
export async function listOutbox(): Promise<OutboxSummary[]> {
  let names: string[];
  try {
    names = await fs.readdir(outboxDir());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const ids = names
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .filter((id) => OUTBOX_ID_PATTERN.test(id))
    .sort()
    .reverse()
    .slice(0, MAX_LISTED);
  const messages = await Promise.all(ids.map((id) => readOutboxMessage(id)));
  return messages
    .filter((m): m is OutboxMessage => m !== null)
    .map(({ id, to, from, subject, createdAt }) => ({ id, to, from, subject, createdAt }));
}

/** A message's time for the outbox page, in Helsinki time. */
export function formatOutboxTime(createdAt: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "fi" ? "fi-FI" : "en-GB", {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: "short",
    timeStyle: "medium",
  }).format(new Date(createdAt));
}
