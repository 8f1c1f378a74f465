// Renders public/share-image.png (1200x630, the Open Graph size) from HTML with Chromium.
// Run once after changing the design: node scripts/make-share-image.mjs
import fs from "node:fs";
import { chromium } from "@playwright/test";

// The logo mark's drawing (public/logo-mark.svg: public/favicon.svg's glyph, centred).
const GLYPH =
  "M18 40c0-9 6-16 15-16 5 0 9 2 11 5l-5 4c-1-2-3-3-6-3-5 0-8 4-8 10s3 10 8 10c4 0 7-2 7-5h-7v-6h14v3c0 9-6 14-14 14-9 0-15-7-15-16z";

const executablePath =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(`<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;align-items:flex-start;padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#0b1f3a,#123c6b);font-family:sans-serif;color:#f1f5f9">
  <div style="display:flex;align-items:center;gap:36px">
    <svg viewBox="0 0 64 64" width="132" height="132" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#0b1f3a" stroke="#2c4a78" stroke-width="1.5"/><path d="${GLYPH}" fill="#7dd3fc" transform="translate(32 32) scale(1.2) translate(-33 -40)"/></svg>
    <div style="font-size:104px;font-weight:800;color:#7dd3fc">GigPartners</div>
  </div>
  <div style="font-size:46px;margin-top:24px">Consulting gigs for Nordic partners</div>
  <div style="font-size:30px;margin-top:40px;color:#cbd5e1">Offer your experts · Follow every offer</div>
</body></html>`);
await page.screenshot({ path: "public/share-image.png" });
await browser.close();
console.log("wrote public/share-image.png");
