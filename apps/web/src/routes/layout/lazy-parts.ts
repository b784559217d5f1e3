import { lazy } from 'react';
import { lazyComponent } from '../../app/lazy-component';

/**
 * Layout parts a visitor on the login page does not need (menus, popovers, drawers and their
 * positioning code), split out to keep that page's JavaScript small. The two a signed-in page shows at
 * once are loaded before a server-rendered page hydrates (app/lazy-component.ts).
 */
export const MemberTools = lazyComponent('member-tools', () => import('./MemberTools').then((m) => m.MemberTools));
// Shown to visitors too (on wide screens): it reads no data, so it does not wait for the query client (app/query.tsx).
export const SideNav = lazyComponent('side-nav', () => import('./SideNav').then((m) => m.SideNav), { queries: false });
export const MeSync = lazyComponent('me-sync', () => import('../../app/session/useMeSync').then((m) => m.MeSync));
export const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));
