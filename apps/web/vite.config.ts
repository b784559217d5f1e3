import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API in development; API_URL points the proxy at another instance.
const API = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/graphql', '/api', '/redirect', '/healthz', '/uploads'].map((path) => [path, API])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lets scripts/measure-login-js.mjs follow the chunks a route loads.
    manifest: true,
  },
});
