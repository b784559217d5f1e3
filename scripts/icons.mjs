#!/usr/bin/env node
/**
 * Renders the app's icons from the one drawing of the mark, apps/web/public/logo-mark.svg (decision 0019):
 * `node scripts/icons.mjs` after the mark changes, then commit what it writes in apps/web/public/:
 *
 *   favicon.ico            32 px (a PNG inside an ICO), for browsers that ask for /favicon.ico
 *   apple-touch-icon.png   180 px, opaque (iOS draws its own rounded corners)
 *   icon-192.png, icon-512.png            manifest icons ("any": the tile as drawn)
 *   icon-maskable-512.png                 manifest icon ("maskable": the mark inside the safe zone)
 *
 * The SVG itself is the favicon for browsers that take SVG (index.html links both).
 * Uses sharp (a dependency of apps/api).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const source = path.join(publicDir, 'logo-mark.svg');
const svg = fs.readFileSync(source);

// The tile's colour (the first filled shape): the background of the opaque icons.
const tile = /<rect[^>]*fill="(#[0-9a-fA-F]{3,8})"/.exec(svg.toString())?.[1] ?? '#1a1d26';

/** The mark at `size` px, `scale` of the canvas (the rest padded with `background`). */
async function render(size, { scale = 1, background } = {}) {
  const inner = Math.round(size * scale);
  const mark = await sharp(svg, { density: Math.max(72, (72 * inner) / 32) * 2 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const pad = Math.floor((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: mark, left: pad, top: pad }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file holding one PNG image (supported by every browser since IE 11). */
function ico(png, size) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0);
  entry.writeUInt8(size >= 256 ? 0 : size, 1);
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(header.length + entry.length, 12);
  return Buffer.concat([header, entry, png]);
}

const outputs = {
  'favicon.ico': ico(await render(32), 32),
  'apple-touch-icon.png': await render(180, { background: tile }),
  'icon-192.png': await render(192),
  'icon-512.png': await render(512),
  // Maskable: launchers crop to a circle or squircle inside the middle 80%, so the mark sits within it.
  'icon-maskable-512.png': await render(512, { scale: 0.7, background: tile }),
};
for (const [name, bytes] of Object.entries(outputs)) {
  fs.writeFileSync(path.join(publicDir, name), bytes);
  console.log(`${String(bytes.length).padStart(7)} B  apps/web/public/${name}`);
}
