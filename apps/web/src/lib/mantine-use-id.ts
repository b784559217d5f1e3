import { useId as useReactId } from 'react';

/**
 * Stands in for @mantine/hooks' `useId` in the build (the `mantineUseId` plugin, vite.config.ts). Mantine's
 * starts from React's id and then, in a layout effect, swaps it for a random one: after hydration, that is a
 * synchronous render of every input, menu and popover on the page (the random id guarded against React
 * versions without `useId`). React's id is unique in the app and the same on the server and in the browser,
 * so it is kept. Same result as Mantine's: the given id when there is one, else `mantine-` and React's.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
