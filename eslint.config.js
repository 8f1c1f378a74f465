import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
              // Controllers shared by several routes (app/routes/__*.server.ts) are not routes.
              group: ["~/routes/*", "../routes/*", "!~/routes/__*"],
              message: "Do not import one route module from another.",
            },
          ],
          paths: [
            {
              name: "@conform-to/zod",
              importNames: ["parseWithZod"],
              message:
                "Actions parse with parseForm (~/server/form-submission.server), whose reply echoes only the form's fields.",
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
    // The browser-side validation, the one server helper that wraps it, and the app's links,
    // which wrap Remix's.
    files: [
      "app/utils/use-zod-form.ts",
      "app/server/form-submission.server.ts",
      "app/components/plain-link.tsx",
      "app/components/plain-link.server.tsx",
    ],
    rules: { "no-restricted-imports": "off" },
  },
);
