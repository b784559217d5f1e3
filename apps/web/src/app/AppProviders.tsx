import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { groupOfPrefix, type Group } from '@mp/domain';
import { userGroup } from './session/rules';
import { useSessionUser } from './session/useSession';
import { toastHost } from '../lib/toast';
import { cssVariablesResolver, themeOfGroup } from '../ui/theme';

const ToastHost = lazy(() => import('../ui/toast-host').then((m) => ({ default: m.ToastHost })));

const noToasts = () => false;

/**
 * Theme per group: a signed-in user always sees their own group's (a guest: their active team's),
 * wherever they are, so a freelancer on a company URL still sees the consultant theme; visitors (and
 * administrators, who have no group) see the theme of the URL's group, so /agency/login looks like the agency.
 */
function useThemeGroup() {
  const { pathname } = useLocation();
  const user = useSessionUser();
  // Until the page is live the stored session is not read: the server's choice, from the user's theme cookie (root.tsx).
  const rendered = useRouteLoaderData<{ themeGroup: Group | null }>('root')?.themeGroup;
  return (user && userGroup(user)) ?? rendered ?? groupOfPrefix(pathname.split('/')[1]) ?? 'freelancer';
}

/** The theme and the toasts, around every page (the data cache is the pages' own: app/DataProvider.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  const group = useThemeGroup();
  const toastsWanted = useSyncExternalStore(toastHost.subscribe, toastHost.wanted, noToasts);
  return (
    <MantineProvider theme={themeOfGroup(group)} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>{toastsWanted && <ToastHost />}</Suspense>
      {children}
    </MantineProvider>
  );
}
