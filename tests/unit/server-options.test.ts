import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_OPTIONS } from "../../scripts/lib/server-node-options.mjs";

// The server's heap limits are written in places that cannot import each other.
describe("the app server's Node options", () => {
  it("are the same in the Dockerfile and in npm start", () => {
    const dockerfile = fs.readFileSync("Dockerfile", "utf8");
    const runtime = dockerfile.slice(dockerfile.lastIndexOf("FROM "));
    expect(runtime).toContain(`ENV NODE_OPTIONS="${SERVER_NODE_OPTIONS}"`);
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toContain(`NODE_OPTIONS='${SERVER_NODE_OPTIONS}'`);
  });
});
