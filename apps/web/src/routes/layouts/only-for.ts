import { groupOfPrefix, type Group } from '@mp/domain';
import { data } from 'react-router';

/**
 * The loaders of a layout whose pages only some groups have: under any other prefix (or one that is no group's)
 * the address is one no page lives at, 404 on the server and in the browser alike (routes.ts mounts every group's
 * pages under one `:prefix` segment).
 */
export function onlyFor(groups: readonly Group[]) {
  const check = ({ request }: { request: Request }) => {
    const group = groupOfPrefix(new URL(request.url).pathname.split('/')[1]);
    if (!group || !groups.includes(group)) throw data(null, { status: 404 });
    return null;
  };
  return { loader: check, clientLoader: check };
}
