// The app server's V8 heap limits, wherever it runs as in production: the Dockerfile's
// ENV NODE_OPTIONS, `npm start`, `npm run demo` and the page bench (tests/unit/server-options.test.ts
// keeps them equal). Without a limit V8 sizes the heap from the machine's memory and lets
// garbage pile up: one server under load grew past 380 MB of RSS. With a 160 MB heap the page
// bench peaked at 247-257 MB; with 128 MB at 231 MB (issue 14's target is 250 MB), for 10-15%
// fewer requests per second (docs/performance-history.md, "What was found and fixed").
export const SERVER_NODE_OPTIONS = "--max-old-space-size=128 --max-semi-space-size=8";
