import { spawn } from "node:child_process";

/**
 * Runs `script --child` in a Node process of its own (so its peak memory is its own), with
 * `heapFlags` and BENCH_NODE_FLAGS, a production environment pointing at `databaseUrl` and
 * `smtpUrl`, and answers the JSON of the last line it prints.
 */
export function runBenchChild<T>(
  script: string,
  heapFlags: string[],
  { databaseUrl, smtpUrl }: { databaseUrl: string; smtpUrl: string },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...heapFlags,
        ...(process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? []),
        "--import",
        "tsx",
        script,
        "--child",
      ],
      {
        env: {
          ...process.env,
          NODE_ENV: "production",
          APP_URL: "https://gigpartners.example",
          // The mails' signed links need one, as the server's do (app/env.server.ts).
          SESSION_SECRET: "bench-session-secret-".padEnd(48, "x"),
          DATABASE_URL: databaseUrl,
          SMTP_URL: smtpUrl,
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      const last = out.trim().split("\n").at(-1) ?? "";
      if (code !== 0) return reject(new Error(`the run exited with ${code}:\n${out}`));
      resolve(JSON.parse(last) as T);
    });
  });
}
