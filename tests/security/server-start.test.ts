import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../fixtures/app-server";

describe("the production build under test", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer();
  });
  afterAll(() => server?.stop());

  it("serves the home page and stops with its process group", async () => {
    const response = await fetch(server.url + "/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<html");
    await server.kill("SIGKILL");
    await expect(fetch(server.url + "/healthz")).rejects.toThrow();
  });
});
