import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode: routes from src/routes.ts, each page its own chunk, every page rendered on the
 * server per request (the API mounts the request handler, apps/api/src/web/pages.ts). Nothing is pre-rendered at
 * build time: a page's inline scripts carry the response's CSP nonce, which a file built once cannot.
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config;
