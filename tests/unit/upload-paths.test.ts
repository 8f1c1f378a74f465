import { describe, expect, it } from "vitest";
import { UPLOAD_PATH } from "~/server/edge/http-edge.server";
import { routeFilesMatching } from "../fixtures/route-files";

describe("the edge's upload paths", () => {
  const uploadRoutes = routeFilesMatching(/requestBody\b.*"streamed-upload"/);

  it("cover every route that streams its own upload, and nothing else", () => {
    expect(uploadRoutes.length).toBeGreaterThan(0);
    for (const { file, url } of uploadRoutes) expect(UPLOAD_PATH.test(url), file).toBe(true);
    for (const other of [
      "/sign-in",
      "/dashboard/experts",
      "/dashboard/my-details/edit",
      "/newsletter",
    ])
      expect(UPLOAD_PATH.test(other), other).toBe(false);
  });
});
