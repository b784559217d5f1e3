import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { groupOfPrefix } from '@mp/domain';
import { userGroup } from './session/rules';
import { useSessionUser } from './session/useSession';
import { browserQueryClient, serverQueryClient } from './query-client';
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
  return (user && userGroup(user)) ?? groupOfPrefix(pathname.split('/')[1]) ?? 'freelancer';
}

/** The theme, the data cache (the browser's one, or a request's own on the server) and the toasts, around every page. */
export function AppProviders({ children }: { children: ReactNode }) {
  const group = useThemeGroup();
  const [client] = useState(() => (typeof window === 'undefined' ? serverQueryClient() : browserQueryClient));
  const toastsWanted = useSyncExternalStore(toastHost.subscribe, toastHost.wanted, noToasts);
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={themeOfGroup(group)} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Suspense fallback={null}>{toastsWanted && <ToastHost />}</Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
