import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const API = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/graphql', '/api', '/redirect', '/healthz', '/uploads'].map((path) => [path, API])),
  },
  // The workspace's domain package is TypeScript source: bundled into the server build rather than imported at run time.
  ssr: { noExternal: ['@mp/domain'] },
});
