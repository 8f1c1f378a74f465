import { getDb } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { DEMO_STAFF_TOTP_SECRET, seedDemo } from "~/db/seed/demo.server";
import { runDbScript } from "./run-db-script";

await runDbScript(async () => {
  const db = getDb();
  const applied = await migrateToLatest(db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
  const { created, logins } = await seedDemo(db);
  console.log(created ? "Demo data created." : "Demo data was already in place; nothing to add.");

  const header = ["Email", "Password", "Role"];
  const rows = [header, ...logins.map((l) => [l.email, l.password, l.role])];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0)));
  const format = (row: string[]) =>
    `  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ")}`.trimEnd();
  console.log("\nDemo logins:");
  console.log(format(header));
  console.log(`  ${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows.slice(1)) console.log(format(row));
  console.log(
    `\nStaff sign-in asks for a second step: add the key ${DEMO_STAFF_TOTP_SECRET} to an authenticator app,\nor print the current code with: npm run demo:staff-code`,
  );
});
