// Gives the end-to-end server a fresh database with the demo data before it starts.
import fs from "node:fs";
import path from "node:path";
import { closeDb, getDb } from "~/db/db.server";
import { seedDemo } from "~/db/seed/demo.server";
import { migrateToLatest } from "~/db/migrate.server";
import { sqlitePathFromUrl } from "~/env.server";

const url = process.env.DATABASE_URL ?? "";
const file = sqlitePathFromUrl(url);
fs.mkdirSync(path.dirname(file), { recursive: true });
for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
await migrateToLatest(getDb());
await seedDemo(getDb());
await closeDb();
