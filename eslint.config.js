import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * The layers of app/, top first (docs/decisions/033-routes-by-area-and-import-layers.md). A folder
 * may import the folders listed after it and never one listed before it, so no two folders import
 * each other and the folders form no cycle. The files at the top of app/ are the ends: root.tsx
 * and entry.*.tsx may import any folder and none imports them; env.server.ts imports no folder.
 */
export const LAYERS = [
  ["routes", "app/routes"],
  ["edge", "app/server/edge"],
  ["schedules", "app/server/schedules"],
  ["api", "app/api"],
  ["components", "app/components"],
  ["observability", "app/server/observability"],
  ["telemetry", "app/telemetry"],
  ["auth", "app/auth"],
  ["forms", "app/server/forms"],
  ["consent", "app/consent"],
  ["deploy", "app/deploy"],
  ["styles", "app/styles"],
  // The gig modules sit at the top of app/domain; its sub-folders are layers of their own.
  ["domain", "app/domain"],
  ["domain/identity", "app/domain/identity"],
  ["domain/company", "app/domain/company"],
  ["domain/experts", "app/domain/experts"],
  ["domain/content", "app/domain/content"],
  ["domain/newsletter", "app/domain/newsletter"],
  // The demo seed, run by scripts and tests only: it writes skills with the matching rules' keys.
  ["db/seed", "app/db/seed"],
  // Pure rules and reads of matching experts and gigs (skill vocabulary, scoring, rate insight),
  // below every other domain folder, so experts, gigs and the alerts can all score matches.
  ["domain/matching", "app/domain/matching"],
  ["domain/shared", "app/domain/shared"],
  ["mail", "app/mail"],
  ["content", "app/content"],
  ["validation", "app/validation"],
  ["db", "app/db"],
  ["utils", "app/utils"],
  ["i18n", "app/i18n"],
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "tests/.tmp/",
      ".cache/",
      "bench/floor/build/",
      "bench/floor/public/build/",
      "bench/floor/.cache/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    // Tests may call a route's loader directly; app code shares through components and domain.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Helpers shared by several routes (app/routes/**/__*) are not routes.
              regex: "^(~|\\.\\.)/routes/([^/]+/)*(?!__)[^/]+$",
              message: "Do not import one route module from another.",
            },
            {
              group: ["~/root", "~/entry.*", "**/../root", "**/../entry.*"],
              message: "root.tsx and the entries are where the app starts: nothing imports them.",
            },
          ],
          paths: [
            {
              name: "@conform-to/zod",
              importNames: ["parseWithZod"],
              message:
                "Actions parse with parseForm (~/server/forms/form-submission.server), whose reply echoes only the form's fields.",
            },
            {
              name: "@remix-run/react",
              importNames: ["Link", "NavLink", "Form"],
              message:
                "Import Link, NavLink and Form from ~/components/plain-link: on the server it writes a plain path's markup without the router (decision 022).",
            },
            {
              name: "react-i18next",
              message:
                "Components translate with ~/i18n/react: the pages provide its translator, not react-i18next's.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "tsconfig.json" } },
      // The most specific folder first, so app/domain/identity is not taken for app/domain.
      "boundaries/elements": LAYERS.map(([type, pattern]) => ({ type, pattern })).sort(
        (a, b) => b.pattern.length - a.pattern.length,
      ),
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message: "{{from.type}} may not import {{to.type}}: it is a layer above (see LAYERS).",
          policies: LAYERS.map(([type], index) => ({
            from: { element: { type } },
            allow: {
              to: {
                element: { types: { anyOf: LAYERS.slice(index + 1).map(([below]) => below) } },
              },
            },
          })),
        },
      ],
    },
  },
  {
    // The environment is parsed before anything else runs, so it depends on nothing in app/.
    files: ["app/env.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/*", "./*"], message: "env.server.ts imports nothing from app/." },
          ],
        },
      ],
    },
  },
  {
    // The browser-side validation, the one server helper that wraps it, and the app's links,
    // which wrap Remix's.
    files: [
      "app/utils/use-zod-form.ts",
      "app/server/forms/form-submission.server.ts",
      "app/components/plain-link.tsx",
      "app/components/plain-link.server.tsx",
    ],
    rules: { "no-restricted-imports": "off" },
  },
);
