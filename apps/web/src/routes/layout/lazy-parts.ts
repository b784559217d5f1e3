import { lazy } from 'react';

/**
 * Layout parts a visitor on the login page does not need (menus, popovers, drawers and their
 * positioning code), split out to keep that page's JavaScript small.
 */
const load = {
  memberTools: () => import('./MemberTools'),
  sideNav: () => import('./SideNav'),
  meSync: () => import('./MeSync'),
};

export const MemberTools = lazy(() => load.memberTools().then((m) => ({ default: m.MemberTools })));
export const SideNav = lazy(() => load.sideNav().then((m) => ({ default: m.SideNav })));
export const MeSync = lazy(() => load.meSync().then((m) => ({ default: m.MeSync })));
export const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/**
 * The signed-in frame's parts, fetched together by the signed-in pages' loader (routes/layouts/client-only.ts):
 * the page then renders with them at once, instead of fetching each when the frame first asks for it.
 */
export const preloadMemberParts = () => Promise.all(Object.values(load).map((part) => part().catch(() => undefined)));
