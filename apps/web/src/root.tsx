import './ui/styles/public.css';
import './ui/styles/theme-variables.css';
import './ui/global.css';
import { mantineHtmlProps } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteError, type MetaFunction } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { PageNotFound } from './app/PageNotFound';
import { useNonce } from './app/nonce';
import { LowPriorityModulePreloads } from './app/module-preloads';
import { AppLayout } from './routes/layout/AppLayout';
import { themeGroupOf } from './lib/cookies';
import { NOT_FOUND, pageMeta } from './lib/page-title';
import { RouteError } from './ui/RouteError';
import { PageLoader } from './ui/PageLoader';
import { useHydrating } from './lib/hydration';
import { useThemeGroup } from './app/theme-group';
import { themeHtmlProps } from './ui/theme';
import { isClientOnly, renderedViewer } from './routes/layouts/client-only-handle';
import { RenderedSession } from './app/session/useSession';
import { renderedSession } from './app/session/session-store';

/**
 * The document: every page's head and body. <html> names the page's theme, which picks its colours from the theme
 * stylesheet: in the server's HTML already (no change of colour as the page goes live), and again whenever the
 * group changes (a sign-in, a visitor going from /company to /agency).
 */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const group = useThemeGroup();
  return (
    <html lang="en" {...mantineHtmlProps} {...themeHtmlProps(group)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#1a1d26" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/logo-mark.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <LowPriorityModulePreloads nonce={nonce} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The signed-in user's theme group, from the cookie the browser keeps for it (lib/cookies.ts): the server renders
 * the page in their colours, so it does not change colour as it goes live. Read once per document.
 */
export function loader({ request }: { request: Request }) {
  return { themeGroup: themeGroupOf(request.headers.get('cookie')) ?? null };
}

export const shouldRevalidate = () => false;

/** The head of a page that declares none: each page's route module exports its own `meta` (lib/page-title.ts). */
export const meta: MetaFunction = (args) =>
  isRouteErrorResponse(args.error) && args.error.status === 404 ? pageMeta(NOT_FOUND)(args) : pageMeta()(args);

export default function App() {
  // Says the page is live: a link or button of the server's HTML acts from now on (the browser tests wait for it).
  useEffect(() => void (document.documentElement.dataset.hydrated = 'true'), []);
  // A client route's page is the browser's to render, with the user's frame: the server sends a loader only, so
  // hydrating is quick and the page's loaders (which start once it is done) fetch its code and data sooner. Unless
  // the server rendered it for its reader (a page session): then frame and page are theirs from the first paint.
  const matches = useMatches();
  const clientOnly = matches.some((match) => isClientOnly(match.handle));
  const viewer = renderedViewer(matches);
  const [rendered] = useState(() => (viewer ? renderedSession(viewer) : null));
  // A page meant for other sites' frames (the embedded job list) has no frame of ours.
  const bare = matches.some((match) => (match.handle as { bare?: boolean } | undefined)?.bare === true);
  return (
    <RenderedSession value={rendered}>
      <AppProviders>
        {bare ? (
          <Outlet />
        ) : (
          <HydrationGate waits={clientOnly && !rendered}>
            <AppLayout signedInArea={clientOnly} />
          </HydrationGate>
        )}
      </AppProviders>
    </RenderedSession>
  );
}

/**
 * A client route the server did not render for its reader shows a loader while hydrating, then the frame. Only this
 * gate renders again when hydration ends, and the frame it holds is the same element, so nothing under it does: the
 * root asking itself re-rendered every provider and the whole frame in one synchronous pass (the company dashboard's
 * longest task on a phone).
 */
function HydrationGate({ waits, children }: { waits: boolean; children: ReactNode }) {
  const hydrating = useHydrating();
  return waits && hydrating ? <PageLoader /> : children;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <AppProviders>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <AppLayout>
          <PageNotFound />
        </AppLayout>
      ) : (
        <RouteError />
      )}
    </AppProviders>
  );
}
