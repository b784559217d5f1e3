import type { RouteObject } from 'react-router';
import { GROUP_ALIASES, type Group } from '@mp/domain';
import { commonGroupRoutes } from './common-group-routes';
import { GroupScope } from './guards';

/** Every URL prefix of a group (its aliases included), each mounting the same route list. */
export function groupRoutes(group: Group, areaRoutes: RouteObject[] = []): RouteObject[] {
  const prefixes = Object.entries(GROUP_ALIASES)
    .filter(([, g]) => g === group)
    .map(([prefix]) => prefix);
  return prefixes.map((prefix) => ({
    path: prefix,
    element: <GroupScope group={group} prefix={prefix} />,
    children: [...areaRoutes, ...commonGroupRoutes()],
  }));
}
