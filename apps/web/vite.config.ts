import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const API = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/graphql', '/api', '/redirect', '/healthz', '/uploads'].map((path) => [path, API])),
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // What every page runs, in one file cached across deployments that change only our code.
                { name: 'react', priority: 5, test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
                // What every page loads after those (the root route: the frame, the theme, and the text fields, the paper and
                // the two app modules the login page shares with the others) in one file, and the login page's own modules
                // in one, instead of dozens of small chunks (the visitor's first page: its budget, budget.test.ts). The
                // shared ones sit with the root so the other pages need no part of the login page's file.
                {
                  name: 'root',
                  test: /[\\/](src[\\/](root\.tsx|lib[\\/]error-reporting\.ts|app[\\/](group-context\.tsx|session[\\/]documents\.ts))|@mantine[\\/](core[\\/]esm[\\/]components[\\/](TextInput|Paper)|hooks[\\/]esm[\\/]use-uncontrolled)[\\/][\w-]+\.mjs)$/,
                  priority: 4,
                },
                { name: 'login', test: /[\\/]src[\\/]routes[\\/]pages[\\/]login\.tsx$/, priority: 3 },
                // What the public pages (home, the board, a post, a company's page, a site or landing page) use beyond those, in one file:
                // without it their shared modules come as dozens of small scripts and render-blocking stylesheets, and the
                // company page took the signed-in area's chunk for the modules it shares with the dashboard.
                { name: 'visitor', test: /[\\/]src[\\/]routes[\\/]pages[\\/](home|board|job|company-page|site-page)\.tsx$/, priority: 2 },
                // What a signed-in area's pages share (the session's guard) and the company's dashboard: one file fetched
                // on the first signed-in page, instead of a route module per level whose imports load one level at a time.
                { name: 'member', test: /[\\/]src[\\/](routes[\\/](layouts[\\/]signed-in|pages[\\/]company-dashboard)\.tsx|app[\\/]guards\.tsx|app[\\/]session[\\/]useFreshAccess\.ts)$/, priority: 1 },
                // A freelancer's or an agency's dashboard, in one file of its own: the company's loads none of it.
                { name: 'seeker', test: /[\\/]src[\\/]routes[\\/]pages[\\/]dashboard\.tsx$/, priority: 0 },
              ],
            },
          },
        },
      },
    },
  },
  ...(isSsrBuild && {
    // The server build is one file with every dependency in it (src/server.ts): it runs from wherever it is put, the API
    // loads one React Router, and React's production build, whatever NODE_ENV the API runs with (its development
    // build renders a page several times slower).
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { rollupOptions: { input: 'src/server.ts' } },
  }),
}));
