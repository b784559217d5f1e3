import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ImpersonationSlot } from '../../features/impersonation/ImpersonationSlot';
import { useFooterLandingPages } from '../../features/content/footer-landing-pages';
import { useMeSync } from '../../features/session/useMeSync';
import { useSessionUser } from '../../features/session/useSession';
import classes from './AppLayout.module.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideNav } from './lazy-parts';

/** The page frame: header, side navigation on wide screens, the page, the footer. */
export function AppLayout() {
  useMeSync();
  const user = useSessionUser();
  const landingPages = useFooterLandingPages();
  return (
    <div className={classes.root}>
      <ImpersonationSlot />
      <Header />
      <div className={classes.body}>
        {/* Members and visitors (Login) alike; administrators have the console's own navigation instead. */}
        <Suspense fallback={null}>{user?.type !== 'ADMIN' && <SideNav />}</Suspense>
        <main className={classes.main}>
          <Outlet />
        </main>
      </div>
      <Footer landingPages={landingPages} />
    </div>
  );
}
