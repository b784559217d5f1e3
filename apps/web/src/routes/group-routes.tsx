import type { RouteObject } from 'react-router';
import { GROUP_ALIASES, type Group } from '@mp/domain';
import { commonGroupRoutes } from './common-group-routes';
import { GroupScope } from '../app/guards';

/** Every URL prefix of a group, its aliases included (company: company, employer). */
export function prefixesOf(group: Group): string[] {
  return Object.entries(GROUP_ALIASES)
    .filter(([, g]) => g === group)
    .map(([prefix]) => prefix);
}

/** The id of a prefix's route, under which its area's own pages join (routes/router.tsx). */
export const prefixRouteId = (prefix: string) => `group:${prefix}`;

/** Every URL prefix of a group (its aliases included), each mounting the same route list. */
export function groupRoutes(group: Group, areaRoutes: RouteObject[] = []): RouteObject[] {
  return prefixesOf(group).map((prefix) => ({
    id: prefixRouteId(prefix),
    path: prefix,
    element: <GroupScope group={group} prefix={prefix} />,
    children: [...areaRoutes, ...commonGroupRoutes(group)],
  }));
}
