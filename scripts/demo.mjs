// `npm run demo`: build, migrate, seed the demo data once (the seed is idempotent) and serve
// on http://localhost:3000 with the embedded SQLite database. DEV_TOOLS=1 turns on the mail outbox
// (/dev/outbox, loopback only) and a session secret generated once into data/.dev-session-secret.
import { spawn, spawnSync } from "node:child_process";
import { SERVER_NODE_OPTIONS } from "./lib/server-node-options.mjs";

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The build script, so the demo serves the compressed assets as production does.
run("npm", ["run", "--silent", "build"]);
run("npx", ["tsx", "scripts/db-seed.ts"]);

const port = process.env.PORT ?? "3000";
console.log(`\nServing the demo on http://localhost:${port} (Ctrl+C stops it)\n`);
const server = spawn("npx", ["remix-serve", "build/index.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    NODE_OPTIONS: SERVER_NODE_OPTIONS,
    PORT: port,
    DEV_TOOLS: "1",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
