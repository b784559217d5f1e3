import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { groupOfPrefix } from '@mp/domain';
import { userGroup } from './session/rules';
import { ServerSessionContext } from './session/server-session';
import type { Session } from './session/session-store';
import { useSessionUser } from './session/useSession';
import { QueryClientSlot } from './query';
import { toastHost } from '../lib/toast';
import { cssVariablesResolver, themeOfGroup } from '../ui/theme';

const ToastHost = lazy(() => import('../ui/toast-host').then((m) => ({ default: m.ToastHost })));

const noToasts = () => false;

/** The subset of a data router this needs: its current location, and a way to hear about changes. */
interface LocationSource {
  state: { location: { pathname: string } };
  subscribe: (listener: () => void) => () => void;
}

/**
 * Theme per group: a signed-in user always sees their own group's (a guest: their active team's),
 * wherever they are, so a freelancer on a company URL still sees the consultant theme; visitors (and
 * administrators, who have no group) see the theme of the URL's group, so /agency/login looks like the agency.
 */
function useThemeGroup(router: LocationSource) {
  const getPathname = () => router.state.location.pathname;
  // On the server (pre-rendering) and while hydrating, the router's location too: the URL's group.
  const pathname = useSyncExternalStore(router.subscribe, getPathname, getPathname);
  const user = useSessionUser();
  return (user && userGroup(user)) ?? groupOfPrefix(pathname.split('/')[1]) ?? 'freelancer';
}

interface AppProvidersProps {
  router: LocationSource;
  children: ReactNode;
  /** The server's render of a page (decisions 0028, 0036): a QueryClient of the request's own; else the browser's (app/query.tsx). */
  client?: QueryClient;
  /** The session the page was rendered for on the server, while it renders there and hydrates. */
  serverSession?: Session | null;
}

export function AppProviders({ serverSession = null, ...props }: AppProvidersProps) {
  return (
    <ServerSessionContext.Provider value={serverSession}>
      <Providers {...props} />
    </ServerSessionContext.Provider>
  );
}

function Providers({ router, children, client }: Omit<AppProvidersProps, 'serverSession'>) {
  const group = useThemeGroup(router);
  const toastsWanted = useSyncExternalStore(toastHost.subscribe, toastHost.wanted, noToasts);
  return (
    <QueryClientSlot client={client}>
      <MantineProvider theme={themeOfGroup(group)} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Suspense fallback={null}>{toastsWanted && <ToastHost />}</Suspense>
        {children}
      </MantineProvider>
    </QueryClientSlot>
  );
}
