import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error: a plain ES module of the build's, without types
import { prerender } from './scripts/prerender.mjs';
// @ts-expect-error: a plain ES module of the build's, without types
import { writeRouteTable } from './scripts/route-table.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

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
  let matched = 0;
  return {
    name: 'mantine-css-per-component',
    enforce: 'pre',
    buildStart() {
      matched = 0;
    },
    buildEnd(error) {
      // Leans on Mantine's file names: if they change, no component would bring its CSS and every page would be unstyled.
      if (!error && matched === 0 && this.environment.mode === 'build') {
        this.error("mantine-css-per-component found none of Mantine's `X.module.mjs` files: Mantine's layout changed; see vite.config.ts");
      }
    },
    transform(code, id) {
      const match = pattern.exec(id);
      if (!match) return null;
      matched += 1;
      const [, pkg, name] = match;
      const css = pkg === 'core' ? `@mantine/core/styles/${name}.css` : '@mantine/notifications/styles.css';
      return { code: `import ${JSON.stringify(css)};\n${code}`, map: null };
    },
  };
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, so the server sends them as they
 * are (@fastify/static `preCompressed`) instead of compressing on each request. Files under 1 KiB, and
 * files that would not shrink, are left alone. Runs once the build is complete (the pre-rendered pages
 * included), see `builder` below.
 */
async function precompress(outDir: string): Promise<void> {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|map)$/;
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full) : [full];
    });
  const targets = files(outDir).filter(
    (file) => compressible.test(file) && !file.includes(`${path.sep}.vite${path.sep}`) && !file.includes(`${path.sep}.server${path.sep}`),
  );
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
}

/**
 * In the SSR build only: every dynamic `import()` of our code also records the module it loads in
 * `globalThis.__PRERENDER_MODULES__` (a Set the pre-rendering worker provides), by its manifest key
 * (`src/features/auth/LoginPage.tsx`). Those are the route pages and lazy parts a page's render loaded:
 * scripts/prerender.mjs links their CSS in the page's head.
 */
function recordDynamicImports(): Plugin {
  let root = '';
  const dynamicImport = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;
  return {
    name: 'prerender-record-dynamic-imports',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes('import(')) return null;
      const found = [...code.matchAll(dynamicImport)];
      if (found.length === 0) return null;
      const keys = await Promise.all(
        found.map(async ([, , specifier]) => {
          const resolved = await this.resolve(specifier!, id);
          return resolved && !resolved.external ? path.relative(root, resolved.id.split('?')[0]!).split(path.sep).join('/') : null;
        }),
      );
      let i = 0;
      const out = code.replace(dynamicImport, (call) => {
        const key = keys[i++];
        return key ? `(globalThis.__PRERENDER_MODULES__?.add(${JSON.stringify(key)}), ${call})` : call;
      });
      return { code: out, map: null };
    },
  };
}

/**
 * Points every `import … from 'zod'` (ours and @mp/domain's) at src/lib/zod-jitless.ts, which sets zod up
 * for our CSP and re-exports it. The set-up then runs before any schema is made, wherever zod is first
 * loaded, and the entry does not have to import zod to run it.
 */
function zodJitless(): Plugin {
  return replaceModule('zod-jitless', 'zod-jitless.ts', (source) => source === 'zod');
}

/** Resolves the imports `matches` picks to a module of src/lib instead (except in that module itself). */
function replaceModule(name: string, file: string, matches: (source: string, importer: string | undefined) => boolean): Plugin {
  const replacement = path.join(here, 'src', 'lib', file);
  return {
    name,
    enforce: 'pre',
    resolveId: (source, importer) => (importer !== replacement && matches(source, importer) ? replacement : null),
  };
}

/**
 * Points @mantine/hooks' `useId` (which all of Mantine uses) at src/lib/mantine-use-id.ts (why: there), in the
 * client and the server builds alike, so their ids agree.
 */
function mantineUseId(): Plugin {
  return replaceModule('mantine-use-id', 'mantine-use-id.ts', (source, importer) => source === './use-id/use-id.mjs' && /[\\/]@mantine[\\/]hooks[\\/]/.test(importer ?? ''));
}

/** Libraries every page loads, in chunks of their own so a deployment that changes only our code keeps them cached. */
const VENDOR_CHUNKS: { name: string; test: RegExp }[] = [
  // With TanStack Query's context (its QueryClientProvider module, React alone besides), which the entry provides
  // (app/query.tsx) while the client loads with the first page that reads data: in the query chunk, the entry
  // would load all of it. Listed first, so this group takes the module before the query chunk would.
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js$/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  // With lib/zod-jitless.ts (the zodJitless plugin), so zod is set up as its chunk runs.
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/ },
];

/**
 * Fewer requests for a visitor's first page. Left to itself, the bundler puts each module that the entry
 * shares with a lazy page in a chunk of its own: the login page loaded 40 chunks, mostly of a few hundred
 * bytes, each a request (six at a time over HTTP/1.1). The client is built twice: the first build, split as
 * the bundler likes, records which modules the entry loads and which shared modules the first pages
 * (FIRST_PAGES) load on top; the second puts the first set in the entry's chunk (the `shell` group holds the
 * entry module too, so the chunk keeps the entry's name) and the second in one `forms-kit` chunk. The same
 * modules load on every page as before; they arrive in two files.
 */
const FIRST_PAGES = /[\\/]src[\\/]features[\\/]auth[\\/](LoginPage|RegisterStep1Page|ForgotPasswordPage)\.tsx$/;
/**
 * What a member's first page after signing in loads on top of the shell: the dashboard (every group's), the
 * header's member tools and the query client. Their shared modules (Mantine's cards and badges, our blocks and
 * hooks) were some forty chunks of a few hundred bytes, each a request before a server-rendered dashboard is live
 * (decision 0036); they go in one `member-kit` chunk. Not those that code a visitor runs also loads (VISITOR_CODE:
 * the first pages' rules, how it works, the side navigation, the phone menu, the toasts): it would fetch the kit,
 * and the query client the kit needs. Nor a module that needs one of those: the bundler puts a group's modules'
 * imports in the group too.
 */
const MEMBER_FIRST = /[\\/]src[\\/](features[\\/]dashboard[\\/]DashboardPage|routes[\\/]layout[\\/]MemberTools|app[\\/]query-client)\.tsx?$/;
const VISITOR_CODE =
  /[\\/](src[\\/](routes[\\/]layout[\\/](SideNav|MobileMenu)|ui[\\/]toast-host|features[\\/]marketing[\\/]HowItWorksPage)\.tsx|domain[\\/]src[\\/]rules\.ts)$/;
const AFTER_PAINT = path.join(here, 'src/after-paint.ts');
const firstLoad = { shell: new Set<string>(), kit: new Set<string>(), member: new Set<string>() };

function recordFirstLoad(): Plugin {
  return {
    name: 'record-first-load',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      /** The modules of the chunks `start` loads before it runs (itself and its static imports, followed), but vendor chunks. */
      const modulesLoadedBy = (start: string[]): Set<string> => {
        const seen = new Set<string>();
        const queue = [...start];
        while (queue.length > 0) {
          const file = queue.pop()!;
          if (seen.has(file)) continue;
          seen.add(file);
          queue.push(...(chunks.get(file)?.imports ?? []));
        }
        return new Set([...seen].filter((file) => !chunks.get(file)!.name.startsWith('vendor-')).flatMap((file) => chunks.get(file)!.moduleIds));
      };
      // The app's entry (not the rendered pages' loader, src/after-paint.ts, which imports nothing).
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry && chunk.facadeModuleId !== AFTER_PAINT);
      const firstPages = [...chunks.values()].filter((chunk) => chunk.facadeModuleId && FIRST_PAGES.test(chunk.facadeModuleId));
      // The pattern names files: one renamed would silently leave its modules out of the forms kit.
      if (firstPages.length !== 3) this.error(`FIRST_PAGES (vite.config.ts) matched ${firstPages.length} page chunks, not the 3 first pages: was one renamed?`);
      const shell = modulesLoadedBy(entries.map((chunk) => chunk.fileName));
      // Not the features' modules, nor the session's (app/session): they stay in the chunks the bundler gives them.
      const fromFirstPages = modulesLoadedBy(firstPages.map((chunk) => chunk.fileName));
      const kit = [...fromFirstPages].filter(
        (id) => !shell.has(id) && !/[\\/]src[\\/](features|app[\\/]session)[\\/]/.test(id),
      );
      // The chunks holding the modules `test` picks (a module a dynamic import loads, such as the rules, may be in a
      // chunk that is not its facade).
      const loadedBy = (test: RegExp) =>
        modulesLoadedBy([...chunks.values()].filter((chunk) => chunk.moduleIds.some((id) => test.test(id))).map((chunk) => chunk.fileName));
      const visitors = loadedBy(VISITOR_CODE);
      // Nor what a first page loads that the kit leaves to the bundler (a session module the login page shares with the
      // dashboard): in the member kit, it would make the login page fetch the kit, zod and the query client.
      const member = new Set(
        [...loadedBy(MEMBER_FIRST)].filter((id) => !shell.has(id) && !fromFirstPages.has(id) && !visitors.has(id) && !MEMBER_FIRST.test(id)),
      );
      // Keep only modules whose imports are all elsewhere already (the shell, the forms kit, a library's chunk) or
      // in the kit themselves, until none is left out: else the bundler would pull a visitor's module in with them.
      const placed = (id: string) => id.startsWith('\0') || shell.has(id) || kit.includes(id) || member.has(id) || VENDOR_CHUNKS.some((v) => v.test.test(id));
      for (let changed = true; changed; ) {
        changed = false;
        for (const id of member) {
          if ((this.getModuleInfo(id)?.importedIds ?? []).every(placed)) continue;
          member.delete(id);
          changed = true;
        }
      }
      firstLoad.shell = shell;
      firstLoad.kit = new Set(kit);
      firstLoad.member = member;
    },
  };
}

/** The SSR build of src/entry-server.tsx: used by the pre-rendering, then moved into the build. One per build process. */
const ssrOutDir = path.join(here, 'node_modules', '.cache', `prerender-${process.pid}`);
/**
 * Where the build keeps the server entry for the API's per-request render of signed-in pages (decision
 * 0036): a folder the server never serves (apps/api/src/web-serving.ts). `.mjs`: an ES module wherever the
 * build is put.
 */
const SERVER_ENTRY = path.join('.server', 'entry-server.mjs');

export default defineConfig({
  plugins: [zodJitless(), mantineUseId(), mantineCssPerComponent(), react(), recordDynamicImports(), recordFirstLoad()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/graphql', '/api', '/redirect', '/healthz', '/uploads'].map((path) => [path, API])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lets scripts/prerender.mjs and scripts/measure-login-js.mjs follow the chunks a route loads.
    manifest: true,
    // Every browser we serve knows <link rel="modulepreload"> (Safari since 17): no polyfill in the entry. Without
    // it, an older browser only loses the early fetch; the imports still load every chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app, and the one script of a page the server rendered (src/after-paint.ts).
      input: { index: path.join(here, 'index.html'), 'after-paint': AFTER_PAINT },
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_CHUNKS.map((chunk, i) => ({ ...chunk, name: `vendor-${chunk.name}`, priority: 10 + VENDOR_CHUNKS.length - i })),
            // Empty on the first of the two client builds (see recordFirstLoad).
            { name: 'shell', test: (id: string) => firstLoad.shell.has(id), priority: 5 },
            { name: 'forms-kit', test: (id: string) => firstLoad.kit.has(id), priority: 4 },
            { name: 'member-kit', test: (id: string) => firstLoad.member.has(id), priority: 3 },
          ],
        },
      },
    },
  },
  environments: {
    ssr: {
      // Everything in the one file, so it runs from wherever the build is put (no node_modules beside it).
      resolve: { noExternal: true },
      // React's production build in the server entry, whatever NODE_ENV the API runs with: its development build
      // (prop validation, owner stacks) made a page's render about four times slower (decision 0053).
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: ssrOutDir,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: {
          input: path.join(here, 'src/entry-server.tsx'),
          // One file, so each page can load a fresh copy of it (scripts/prerender.mjs).
          output: { codeSplitting: false },
        },
      },
    },
  },
  // `vite build` builds the app (this page's client) and the server entry, pre-renders the visitors'
  // entry pages into the client build (decision 0021), then precompresses it all.
  builder: {
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      const outDir = path.resolve(client!.config.root, client!.config.build.outDir);
      await builder.build(client!);
      // Again, with what the first build recorded (recordFirstLoad): the same modules in fewer chunks.
      // The first build's chunks go; its copy of public/ stays (the second build does not copy it again).
      fs.rmSync(path.join(outDir, client!.config.build.assetsDir), { recursive: true, force: true });
      await builder.build(client!);
      await builder.build(ssr!);
      try {
        const serverEntry = path.join(ssrOutDir, 'entry-server.js');
        await prerender({ outDir, serverEntry, log: (line: string) => client!.logger.info(line) });
        // The addresses the app knows, for the server's 404s (scripts/route-table.mjs).
        await writeRouteTable({ outDir, serverEntry, log: (line: string) => client!.logger.info(line) });
        fs.mkdirSync(path.dirname(path.join(outDir, SERVER_ENTRY)), { recursive: true });
        fs.copyFileSync(serverEntry, path.join(outDir, SERVER_ENTRY));
      } finally {
        fs.rmSync(ssrOutDir, { recursive: true, force: true });
      }
      await precompress(outDir);
    },
  },
});
