import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API in development; API_URL points the proxy at another instance.
const API = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Mantine's CSS per component, in the chunk that uses the component. Each Mantine component reads its
 * class names from a `X.module.mjs` file; this adds `import '@mantine/core/styles/X.css'` to it, so a
 * component's CSS travels with its JavaScript: the shell's and the first page's in the CSS that blocks
 * the first paint, the rest with the lazy chunks that need them (loaded before the chunk runs). Mantine's
 * own order holds because a component imports what it builds on (PasswordInput imports Input).
 * main.tsx imports the base (baseline, CSS variables, global) once.
 */
function mantineCssPerComponent(): Plugin {
  const pattern = /[\\/]@mantine[\\/](core|notifications)[\\/]esm[\\/](?:.*[\\/])?([A-Za-z]+)\.module\.mjs$/;
  return {
    name: 'mantine-css-per-component',
    enforce: 'pre',
    transform(code, id) {
      const match = pattern.exec(id);
      if (!match) return null;
      const [, pkg, name] = match;
      const css = pkg === 'core' ? `@mantine/core/styles/${name}.css` : '@mantine/notifications/styles.css';
      return { code: `import ${JSON.stringify(css)};\n${code}`, map: null };
    },
  };
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, so the server sends them as they
 * are (@fastify/static `preCompressed`) instead of compressing on each request. Files under 1 KiB, and
 * files that would not shrink, are left alone.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|map)$/;
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full) : [full];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!fs.existsSync(outDir)) return;
      const targets = files(outDir).filter((file) => compressible.test(file) && !file.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(
        targets.map(async (file) => {
          const bytes = fs.readFileSync(file);
          if (bytes.length < 1024) return;
          const [brotli, gzipped] = await Promise.all([
            br(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gz(bytes, { level: 9 }),
          ]);
          if (brotli.length < bytes.length) fs.writeFileSync(`${file}.br`, brotli);
          if (gzipped.length < bytes.length) fs.writeFileSync(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

/** Libraries every page loads, in chunks of their own so a deployment that changes only our code keeps them cached. */
const VENDOR_CHUNKS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
];

export default defineConfig({
  plugins: [mantineCssPerComponent(), react(), precompress()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/graphql', '/api', '/redirect', '/healthz', '/uploads'].map((path) => [path, API])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lets scripts/measure-login-js.mjs follow the chunks a route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: VENDOR_CHUNKS.map((chunk) => ({ ...chunk, name: `vendor-${chunk.name}`, priority: 10 })),
        },
      },
    },
  },
});
