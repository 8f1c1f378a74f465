import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { setBuildMeta } from "~/deploy/build-info.server";
import { loader } from "~/routes/_resources+/builds.meta.$file";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-meta-"));
fs.writeFileSync(path.join(dir, "manifest-abc123.js"), "window.__remixManifest={}");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const get = (file: string) =>
  loader({
    params: { file },
    request: new Request(`http://localhost/builds/meta/${file}`),
    context: {},
  });

describe("/builds/meta/{buildId}.json", () => {
  setBuildMeta({
    assets: {
      version: "abc123",
      url: "/build/manifest-abc123.js",
      entry: { module: "/build/entry.client-XYZ.js" },
    },
    assetsBuildDirectory: dir,
    publicPath: "/build/",
  });

  it("answers the running build's metadata, cacheable for good", async () => {
    const response = get("abc123.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      id: "abc123",
      builtAt: fs.statSync(path.join(dir, "manifest-abc123.js")).mtime.toISOString(),
      entry: "/build/entry.client-XYZ.js",
      manifest: "/build/manifest-abc123.js",
    });
  });

  it("is a 404 for another build's id or a name without .json", async () => {
    for (const file of ["def456.json", "abc123", "abc123.js", ".json"]) {
      const response = get(file);
      expect(response.status, file).toBe(404);
      expect(response.headers.get("Cache-Control"), file).toBe("no-store");
      expect(await response.json()).toEqual({ error: "unknown-build" });
    }
  });
});
