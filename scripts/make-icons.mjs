// The mark is centred on its optical middle (33, 40) in the full-bleed icons.
// Renders the app icons from public/favicon.svg's drawing with Chromium: favicon.ico (16, 32
// and 48 px PNGs in one ICO), icon-192.png and icon-512.png for the web manifest (full-bleed, so
// Android can mask them) and apple-touch-icon.png (180 px; iOS rounds the corners itself).
// Run after changing the mark: node scripts/make-icons.mjs
import fs from "node:fs";
import { chromium } from "@playwright/test";

const GLYPH =
  "M18 40c0-9 6-16 15-16 5 0 9 2 11 5l-5 4c-1-2-3-3-6-3-5 0-8 4-8 10s3 10 8 10c4 0 7-2 7-5h-7v-6h14v3c0 9-6 14-14 14-9 0-15-7-15-16z";
const NAVY = "#0b1f3a";
const SKY = "#7dd3fc";

/** The favicon's rounded tile, or a full-bleed square with the mark inside the maskable safe zone. */
function svg(size, fullBleed) {
  const tile = fullBleed
    ? `<rect width="64" height="64" fill="${NAVY}"/>`
    : `<rect width="64" height="64" rx="14" fill="${NAVY}"/>`;
  const mark = fullBleed
    ? `<g transform="translate(0.65 -6) scale(0.95)"><path d="${GLYPH}" fill="${SKY}"/></g>`
    : `<path d="${GLYPH}" fill="${SKY}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">${tile}${mark}</svg>`;
}

const executablePath =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
const page = await browser.newPage();

async function png(size, fullBleed) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg(size, fullBleed)}</body></html>`,
  );
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** An ICO file whose images are PNGs (supported by every browser since IE Vista). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const small = [];
for (const size of [16, 32, 48]) small.push({ size, data: await png(size, false) });
fs.writeFileSync("public/favicon.ico", ico(small));
fs.writeFileSync("public/icon-192.png", await png(192, true));
fs.writeFileSync("public/icon-512.png", await png(512, true));
fs.writeFileSync("public/apple-touch-icon.png", await png(180, true));
await browser.close();
console.log("wrote public/favicon.ico, icon-192.png, icon-512.png, apple-touch-icon.png");
