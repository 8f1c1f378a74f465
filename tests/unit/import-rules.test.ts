// The import direction is a lint rule (eslint.config.js's LAYERS, docs/decisions/033): these lint
// small snippets as if they sat in app/domain and show that an upward import fails and a downward
// one passes; the cycle check (madge, in `npm run lint`) is shown to find a cycle.
import { ESLint } from "eslint";
import madge from "madge";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "boundaries/dependencies");
}

describe("the import layers", () => {
  it("refuse a domain module that imports a route helper", async () => {
    const errors = await boundaryErrors(
      'import { loadContentPage } from "~/routes/_public+/__content-page.server";\nexport const x = loadContentPage;\n',
      "app/domain/import-probe.server.ts",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/domain may not import routes/);
  }, 60_000);

  it("refuse a domain module that imports the API's shared modules", async () => {
    const errors = await boundaryErrors(
      'import { apiRoute } from "~/api/frame.server";\nexport const x = apiRoute;\n',
      "app/domain/import-probe.server.ts",
    );
    expect(errors).toHaveLength(1);
  }, 60_000);

  it("refuse a shared domain module that imports a domain sub-folder above it", async () => {
    const errors = await boundaryErrors(
      'import { findUserByEmail } from "~/domain/identity/users.server";\nexport const x = findUserByEmail;\n',
      "app/domain/shared/import-probe.server.ts",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/domain\/shared may not import domain\/identity/);
  }, 60_000);

  it("let a domain module import the database and a route import the domain", async () => {
    expect(
      await boundaryErrors(
        'import { db } from "~/db/db.server";\nexport const x = db;\n',
        "app/domain/import-probe.server.ts",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'import { listPosts } from "~/domain/content/posts.server";\nexport const x = listPosts;\n',
        "app/routes/_public+/import-probe.tsx",
      ),
    ).toEqual([]);
  }, 60_000);
});

describe("the cycle check", () => {
  it("finds two modules that import each other", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-cycle-"));
    try {
      fs.writeFileSync(path.join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = b;\n');
      fs.writeFileSync(path.join(dir, "b.ts"), 'import { a } from "./a";\nexport const b = a;\n');
      const graph = await madge(dir, { fileExtensions: ["ts"] });
      expect(graph.circular()).toEqual([["a.ts", "b.ts"]]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
