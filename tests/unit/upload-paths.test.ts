import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UPLOAD_PATH } from "~/server/edge/http-edge.server";

const ROUTES = path.resolve(import.meta.dirname, "../../app/routes");

/** `dashboard.experts.$expertId.edit.tsx` -> `/dashboard/experts/x1/edit` */
function samplePath(file: string) {
  const segments = file.replace(/\.tsx?$/, "").split(".");
  return "/" + segments.map((s) => (s.startsWith("$") ? "x1" : s)).join("/");
}

describe("the edge's upload paths", () => {
  const uploadRoutes = fs
    .readdirSync(ROUTES)
    .filter((file) =>
      /requestBody\b.*"streamed-upload"/.test(fs.readFileSync(path.join(ROUTES, file), "utf8")),
    );

  it("cover every route that streams its own upload, and nothing else", () => {
    expect(uploadRoutes.length).toBeGreaterThan(0);
    for (const file of uploadRoutes) expect(UPLOAD_PATH.test(samplePath(file)), file).toBe(true);
    for (const other of [
      "/sign-in",
      "/dashboard/experts",
      "/dashboard/my-details/edit",
      "/newsletter",
    ])
      expect(UPLOAD_PATH.test(other), other).toBe(false);
  });
});
