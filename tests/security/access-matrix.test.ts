// The access matrix: every route of the build, as every kind of actor, against
// access-matrix.data.ts. Writes that must be refused are checked against a snapshot of the whole
// database taken before and after the request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { startAppServer, type AppServer } from "../fixtures/app-server";
import { ACCESS_MATRIX } from "./access-matrix.data";
import { ACTORS, castActors, companyASecrets, type Cast } from "./lib/actors";
import { changedTables, openDb, snapshot } from "./lib/db-snapshot";
import { form, isHealthy, send } from "./lib/http";
import { describeReply, mismatch } from "./lib/outcome";
import { builtRoutes } from "./lib/route-manifest";

const routes = builtRoutes();

describe("access matrix", () => {
  let server: AppServer;
  let db: DB;
  let cast: Cast;
  /** Gig contact persons are for signed-in partners (and staff): never in a visitor's reply. */
  let gigContacts: string[];

  beforeAll(async () => {
    server = await startAppServer({ seed: true });
    db = openDb(server.databaseUrl);
    cast = await castActors(server.url, db);
    const gigs = await db.selectFrom("gigs").select(["contact_email", "contact_phone"]).execute();
    gigContacts = [...new Set(gigs.flatMap((g) => [g.contact_email, g.contact_phone]))].filter(
      (value) => value.length > 5,
    );
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
  });

  it("has an entry for every route of the build and for what each one exports", () => {
    const problems: string[] = [];
    for (const route of routes) {
      const entry = ACCESS_MATRIX[route.id];
      if (!entry) {
        problems.push(`${route.id} (${route.pattern}) has no entry in access-matrix.data.ts`);
        continue;
      }
      if (route.hasLoader && !entry.get) problems.push(`${route.id} has a loader but no "get"`);
      if (route.hasAction && !entry.post) problems.push(`${route.id} has an action but no "post"`);
      if (!route.hasLoader && entry.get) problems.push(`${route.id} has no loader but a "get"`);
      if (!route.hasAction && entry.post) problems.push(`${route.id} has no action but a "post"`);
    }
    const known = new Set(routes.map((route) => route.id));
    for (const id of Object.keys(ACCESS_MATRIX))
      if (!known.has(id)) problems.push(`${id} is in access-matrix.data.ts but not in the build`);
    expect(problems).toEqual([]);
  });

  const entries = routes.flatMap((route) => {
    const entry = ACCESS_MATRIX[route.id];
    return entry ? [{ id: route.id, route, entry }] : [];
  });

  describe.each(entries.filter(({ entry }) => entry.get))("GET $id", ({ entry }) => {
    it("answers every actor as the matrix says, showing company A's data to A only", async () => {
      const url = entry.url(cast.ids);
      const problems: string[] = [];
      for (const actor of ACTORS) {
        const reply = await send(server.url, url, { cookie: cast.cookies[actor] });
        const why = mismatch(entry.get![actor], reply, server.url);
        if (why) problems.push(`${actor}: GET ${url}: ${why}`);
        if (actor !== "companyA" && !entry.mayShowAnyCompanysData) {
          for (const secret of companyASecrets(cast.ids))
            if (reply.body.includes(secret))
              problems.push(`${actor}: GET ${url} shows company A's "${secret}"`);
        }
        if (actor === "visitor")
          for (const contact of gigContacts)
            if (reply.body.includes(contact))
              problems.push(`visitor: GET ${url} shows a gig's contact person "${contact}"`);
      }
      expect(problems).toEqual([]);
    });
  });

  describe.each(entries.filter(({ entry }) => entry.post))("POST $id", ({ route, entry }) => {
    it("refuses every actor the matrix refuses, leaving the database as it was", async () => {
      const path = entry.url(cast.ids);
      const url = route.index ? `${path}${path.includes("?") ? "&" : "?"}index` : path;
      const problems: string[] = [];
      for (const actor of ACTORS) {
        const expected = entry.post![actor];
        if ("allowed" in expected) continue;
        const before = await snapshot(db, server.engine);
        const reply = await send(server.url, url, {
          method: "POST",
          cookie: cast.cookies[actor],
          headers: entry.headers,
          ...form(entry.body?.(cast.ids) ?? {}),
        });
        const after = await snapshot(db, server.engine);
        const why = mismatch(expected, reply, server.url);
        if (why) problems.push(`${actor}: POST ${url}: ${why}`);
        const changed = changedTables(before, after);
        if (changed.length)
          problems.push(
            `${actor}: POST ${url} (${describeReply(reply)}) changed ${changed.join(", ")}`,
          );
        if (actor !== "companyA")
          for (const secret of companyASecrets(cast.ids))
            if (reply.body.includes(secret))
              problems.push(`${actor}: POST ${url} shows company A's "${secret}"`);
      }
      expect(problems).toEqual([]);
    });
  });

  it("is still healthy after the whole matrix", async () => {
    expect(await isHealthy(server.url)).toBe(true);
  });
});
