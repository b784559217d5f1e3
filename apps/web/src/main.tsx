// Mantine's base styles; each component's CSS comes with the chunk that uses it (vite.config.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './ui/global.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { hasRenderCookie, syncRenderCookie } from './app/session/render-cookie';
import { getSession, replaceSessionUser, type Session } from './app/session/session-store';
import { startErrorReporting } from './lib/error-reporting';
import { holdUntilLive } from './lib/hold-until-live';
import { setNavigator } from './lib/navigation';
import { preloadLazyComponents } from './app/lazy-component';
import { loadQueryModule } from './app/query';
import { forgetServerQueries, readServerState, sameSession } from './app/server-state';
import { yieldToMain } from './lib/yield-to-main';
import { createAppRouter, type AppRouter } from './routes/router';

const container = document.getElementById('root')!;
/** The path a pre-rendered page was built as (scripts/prerender.mjs); absent on the single-page shell. */
const prerendered = container.dataset.prerendered;
/** Set on a signed-in page the API rendered for this request (decision 0036). */
const serverRendered = container.dataset.serverRendered !== undefined;

/**
 * Runs `run` once the first render (the hydration, for a pre-rendered page) is committed. It wraps the
 * app instead of sitting beside it: a sibling would change the ids React derives from the tree (useId),
 * and they must be those of the pre-rendered HTML.
 */
function AfterFirstRender({ run, children }: { run?: () => void; children: ReactNode }) {
  useEffect(() => run?.(), [run]);
  return children;
}

function App({ router, afterFirstRender, serverSession }: { router: AppRouter; afterFirstRender?: () => void; serverSession?: Session }) {
  return (
    <StrictMode>
      <AfterFirstRender run={afterFirstRender}>
        <AppProviders router={router} serverSession={serverSession}>
          <RouterProvider router={router} />
        </AppProviders>
      </AfterFirstRender>
    </StrictMode>
  );
}

/** Resolves when the router has loaded the current page's lazy route modules (so it renders the page, not a loader). */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A page the server rendered (decision 0036: a signed-in page; decision 0028: the public job page for a
 * visitor) is hydrated when it was rendered for the session this browser holds (same user, same team; or
 * none for a visitor's page): its queries' results go into the cache first, and the render sees the
 * server's session until the stored one takes over. Otherwise (another tab signed out or in as someone
 * else, a stale cookie, a signed-in reader of a visitor's page) it is not hydrated: the app renders as on
 * the shell, and the render cookie is set right. Returns whether it hydrated.
 */
async function hydrateServerRendered(): Promise<boolean> {
  const state = readServerState(document);
  const session = getSession();
  // A visitor's page was rendered without looking at the render cookie: it is checked as on the shell.
  if (!state?.user) resyncRenderCookie();
  if (!state || !sameSession(state, session)) {
    if (state?.user) syncRenderCookie(session?.token ?? null);
    return false;
  }
  const release = holdUntilLive(container);
  // Its pages read data: the query client first, with the render's results in it. Each step below is a task of
  // its own (yieldToMain): the page is on screen, and a person may already be scrolling it.
  (await loadQueryModule()).hydrateServerQueries(state.queries, session?.token ?? null);
  await yieldToMain();
  // The render's user (read by the server just now) becomes the stored one, and the hydration's snapshot of the
  // session is that very object: the first client render then has nothing to change. A different object would
  // re-render every session reader right after hydrating, and a Suspense boundary still waiting for its lazy
  // chunk (the company's lists) would then drop the server's HTML for its fallback: a layout shift.
  let stored: Session | undefined;
  if (session && state.user) {
    replaceSessionUser(state.user);
    stored = getSession() ?? { token: session.token, user: state.user };
  }
  const router = createAppRouter();
  setNavigator((to) => void router.navigate(to));
  await routerReady(router);
  // The route's module has registered its lazy parts; those the server rendered load before hydrating.
  await preloadLazyComponents(state.lazy ?? []);
  await yieldToMain();
  const afterHydration = () => {
    container.dataset.hydrated = 'true';
    release();
    const arrival = router.state.location;
    const unsubscribe = router.subscribe((state) => {
      if (state.location === arrival) return;
      forgetServerQueries();
      unsubscribe();
    });
  };
  startTransition(() => {
    hydrateRoot(container, <App router={router} afterFirstRender={afterHydration} serverSession={stored} />);
  });
  return true;
}

/**
 * Sets the render cookie right on a full load the server did not render: set for a stored session that
 * has none (signed in before it existed, or it was cleared for a token that had expired), cleared when
 * there is no stored session (signed out while the call that clears it could not be made).
 */
function resyncRenderCookie(): void {
  const token = getSession()?.token ?? null;
  if (Boolean(token) !== hasRenderCookie()) setTimeout(() => syncRenderCookie(token), 1000);
}

async function start() {
  if (serverRendered && (await hydrateServerRendered())) return;
  if (!serverRendered) resyncRenderCookie();
  if (!prerendered) {
    const router = createAppRouter();
    setNavigator((to) => void router.navigate(to));
    // A page the server wrote as plain HTML (the public job page when it was not rendered, decision 0028), or
    // rendered for another session, stays on screen until the route's module is here, then the app's page
    // replaces it (no loader in between).
    if (container.dataset.serverPage || serverRendered) {
      await routerReady(router);
      // As a transition, so React renders the page in slices (as the hydration below does).
      const root = createRoot(container);
      startTransition(() => root.render(<App router={router} />));
      return;
    }
    createRoot(container).render(<App router={router} />);
    return;
  }
  // The HTML is the page at `prerendered`, without a query or a hash (an alias such as /login, or a
  // trailing slash, gets the page it leads to). Hydrate exactly that, then move to the address asked for:
  // the same page with its query (?reset=1, redirectTo), as a client-side navigation.
  const release = holdUntilLive(container);
  const wanted = `${prerendered}${window.location.search}${window.location.hash}`;
  if (`${window.location.pathname}${window.location.search}${window.location.hash}` !== prerendered) {
    window.history.replaceState(window.history.state, '', prerendered);
  }
  const router = createAppRouter();
  setNavigator((to) => void router.navigate(to));
  await routerReady(router);
  let done = false;
  const afterHydration = () => {
    if (done) return; // StrictMode runs effects twice in development
    done = true;
    // Marks the page as live (tests wait on it before clicking a link of a pre-rendered page).
    container.dataset.hydrated = 'true';
    // A held submit or link goes once the address has its query again (it may carry redirectTo).
    const navigated = wanted !== prerendered ? router.navigate(wanted, { replace: true, preventScrollReset: true }) : Promise.resolve();
    void navigated.then(release, release);
  };
  // As a transition: React then hydrates in slices, yielding to the browser between them, instead of
  // in one long task (a default-priority hydration is not interruptible).
  startTransition(() => {
    hydrateRoot(container, <App router={router} afterFirstRender={afterHydration} />);
  });
}

void start();
void startErrorReporting();
