import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadQueryClient } from './query';

/**
 * A route's `lazy` loader for a page module's named export, so each page is its own chunk:
 * `lazy: lazyPage(() => import('../features/account/AccountPage'), 'AccountPage')`. The page renders once
 * TanStack Query's client is here too (app/query.tsx), except a page that reads no data and says so with
 * `{ queries: false }` (the visitors' first pages: login, sign-up step 1, forgot password).
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K, { queries = true }: { queries?: boolean } = {}): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), queries ? loadQueryClient() : undefined]);
    return { Component: module[name] as ComponentType };
  };
}
