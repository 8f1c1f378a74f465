// Renders public/share-image.png (1200x630, the Open Graph size) from HTML with Chromium.
// Run once after changing the design: node scripts/make-share-image.mjs
import fs from "node:fs";
import { chromium } from "@playwright/test";

const executablePath =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(`<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;align-items:flex-start;padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#0b1f3a,#123c6b);font-family:sans-serif;color:#f1f5f9">
  <div style="font-size:104px;font-weight:800;color:#7dd3fc">GigPartners</div>
  <div style="font-size:46px;margin-top:24px">Consulting gigs for Nordic partners</div>
  <div style="font-size:30px;margin-top:40px;color:#cbd5e1">Offer your experts · Follow every offer</div>
</body></html>`);
await page.screenshot({ path: "public/share-image.png" });
await browser.close();
console.log("wrote public/share-image.png");
