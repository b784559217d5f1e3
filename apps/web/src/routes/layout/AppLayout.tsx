import { Box } from '@mantine/core';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { ImpersonationSlot } from '../../features/impersonation/ImpersonationSlot';
import { useFooterLandingPages } from '../../features/content/footer-landing-pages';
import { useSession, useSessionUser } from '../../app/session/useSession';
import { useHydrating } from '../../lib/hydration';
import { useFocusOnNavigation } from '../../lib/route-focus';
import { setNavigator } from '../../lib/navigation';
import classes from './AppLayout.module.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageScroll } from './PageScroll';
import { MeSync as MeSyncQuery, SideNav } from './lazy-parts';
import { hasSideNav } from './nav-model';

/**
 * The page frame: header, the page, the footer; in the signed-in areas (`signedInArea`: the page is under a
 * client-only layout, root.tsx) the side navigation beside the page on wide screens. It also makes every
 * route behave the same on navigation: the document title names the page (lib/page-title), a new page
 * opens at the top and back returns to where the reader was (PageScroll), and focus moves to the
 * new page's main heading (lib/route-focus).
 */
export function AppLayout({ children, signedInArea = false }: { children?: ReactNode; signedInArea?: boolean }) {
  const navigate = useNavigate();
  // Code outside React (the API client's signed-out toast) navigates with the router.
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  const user = useSessionUser();
  return (
    <div className={classes.root}>
      <MeSync />
      <ImpersonationSlot />
      <Header />
      <div className={classes.body}>
        {/* The signed-in areas only: a public page, for visitors and members alike, has the width and does
            not fetch the navigation's code; administrators have the console's own navigation instead. */}
        {/* The fallback holds the navigation's width, so the page does not shift when it arrives. */}
        {signedInArea && user && hasSideNav(user) && (
          <Suspense fallback={<Box className={classes.sideNav} visibleFrom="md" aria-hidden />}>
            <SideNav user={user} />
          </Suspense>
        )}
        <main className={classes.main} ref={main} id="main-content" tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
      </div>
      <LayoutFooter />
      <PageScroll />
    </div>
  );
}

// The two queries every page starts live in leaves of their own: their answers (and their loading
// states, which TanStack Query reports through useSyncExternalStore, so synchronously) then render
// again only what shows them, not the whole frame and page (blocking time after hydration).

/**
 * Keeps a stored session's user fresh (useMeSync, in its own chunk with the query client: a visitor's first
 * page loads neither); renders nothing. Not during the hydration, which the server rendered without it.
 */
function MeSync() {
  const signedIn = useSession() !== null;
  const hydrating = useHydrating();
  return signedIn && !hydrating ? (
    <Suspense fallback={null}>
      <MeSyncQuery />
    </Suspense>
  ) : null;
}

/** The footer, with the landing pages flagged for it once they arrive. */
function LayoutFooter() {
  return <Footer landingPages={useFooterLandingPages()} />;
}
