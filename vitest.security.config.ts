import path from "node:path";
import { defineConfig } from "vitest/config";
import { testEngines as engines } from "./tests/engines.ts";

// The suites that attack a running production build (tests/security): hostile input, the access
// matrix and faults. They need `npm run build` first, so `npm test` runs them after the build.

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    projects: engines.map((engine) => ({
      extends: true,
      test: {
        name: `security-${engine}`,
        include: ["tests/security/**/*.test.ts", "tests/api/**/*.test.ts"],
        env: { TEST_ENGINE: engine, NODE_ENV: "test", LOG_LEVEL: "error" },
        // Servers start on copies of one migrated template per engine, not empty databases.
        globalSetup: ["tests/fixtures/template-database.global.ts"],
        setupFiles: ["tests/fixtures/server-setup.ts"],
        pool: "forks",
        // Each file starts servers of its own; one file at a time keeps the 2-core machine honest.
        fileParallelism: false,
        testTimeout: 60_000,
        hookTimeout: 120_000,
      },
    })),
  },
});
