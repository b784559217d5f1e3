import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route's `lazy` loader for a page module's named export, so each page is its own chunk:
 * `lazy: lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage')`.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] as ComponentType });
}
