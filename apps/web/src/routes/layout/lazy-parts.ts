import { lazy } from 'react';

/**
 * Layout parts a visitor on the login page does not need (menus, popovers, drawers and their
 * positioning code), split out to keep that page's JavaScript small.
 */
export const MemberTools = lazy(() => import('./MemberTools').then((m) => ({ default: m.MemberTools })));
export const SideNav = lazy(() => import('./SideNav').then((m) => ({ default: m.SideNav })));
export const MeSync = lazy(() => import('./MeSync').then((m) => ({ default: m.MeSync })));
export const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));
