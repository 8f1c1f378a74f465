// After `remix build`: each script and stylesheet of public/build gets a Brotli (.br) and a gzip
// (.gz) copy, compressed once at the highest levels, which the HTTP edge serves to browsers that
// accept them (app/server/edge/compressed-assets.server.ts). remix-serve's compression middleware
// gzips every asset again on each request at level 6 and sends files under 1 KB as they are;
// a page loads a dozen of those.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const DIRECTORY = path.resolve(process.argv[2] ?? "public/build");
const COMPRESSIBLE = /\.(?:js|css|map|json|svg)$/;

function* files(directory) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

let count = 0;
let raw = 0;
let gzip = 0;
let brotli = 0;
for (const file of files(DIRECTORY)) {
  const content = fs.readFileSync(file);
  const gz = zlib.gzipSync(content, { level: 9 });
  const br = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  fs.writeFileSync(`${file}.gz`, gz);
  fs.writeFileSync(`${file}.br`, br);
  count++;
  raw += content.length;
  gzip += gz.length;
  brotli += br.length;
}
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `compressed ${count} assets: ${kb(raw)}, gzip ${kb(gzip)}, brotli ${kb(brotli)} (${path.relative(process.cwd(), DIRECTORY)})`,
);
