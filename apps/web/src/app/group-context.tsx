import { createContext, useContext, type ReactNode } from 'react';
import type { Group } from '@mp/domain';

/** The route group a page is mounted under: the canonical group and the URL prefix used (an alias or itself). */
export interface RouteGroup {
  group: Group;
  prefix: string;
}

const RouteGroupContext = createContext<RouteGroup | null>(null);

export function RouteGroupProvider({ value, children }: { value: RouteGroup; children: ReactNode }) {
  return <RouteGroupContext.Provider value={value}>{children}</RouteGroupContext.Provider>;
}

/** The current route group; pages under a group prefix always have one. */
export function useRouteGroup(): RouteGroup {
  const value = useContext(RouteGroupContext);
  if (!value) throw new Error('useRouteGroup outside a group route');
  return value;
}

/** Builds a path under the prefix the user came in on: `groupPath('login')` → '/employer/login'. */
export function useGroupPath(): (path: string) => string {
  const { prefix } = useRouteGroup();
  return (path) => `/${prefix}/${path}`;
}
