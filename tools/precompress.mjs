#!/usr/bin/env node
// Post-build step of both front ends: writes a .br and a .gz beside every text asset of a
// built dist folder, so the server sends them as they are (never compressing per request).
// Usage: node tools/precompress.mjs <dist folder>...
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller files gain less than the Content-Encoding round trip costs. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

for (const dist of process.argv.slice(2)) {
  let before = 0;
  let after = 0;
  let count = 0;
  for (const path of files(dist)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const content = readFileSync(path);
    const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
    const gz = gzipSync(content, { level: 9 });
    // A variant that is not clearly smaller is not worth a second file.
    if (br.length < content.length * 0.9) writeFileSync(`${path}.br`, br);
    if (gz.length < content.length * 0.9) writeFileSync(`${path}.gz`, gz);
    before += content.length;
    after += Math.min(br.length, content.length);
    count++;
  }
  console.log(`precompressed ${count} files in ${dist}: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`);
}
