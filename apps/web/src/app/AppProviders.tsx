import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { toastHost } from '../lib/toast';
import { themeOfGroup } from '../ui/theme';
import { useThemeGroup } from './theme-group';

const ToastHost = lazy(() => import('../ui/toast-host').then((m) => ({ default: m.ToastHost })));

const noToasts = () => false;

/**
 * The theme and the toasts, around every page (the data cache is the pages' own: app/DataProvider.tsx). The theme's
 * CSS variables are not the provider's to write (a <style> of 17 KB in every page, computed at every render): they are
 * one static stylesheet (ui/styles/theme-variables.css, imported by root.tsx), and <html>'s theme attribute chooses
 * the group's. That stylesheet holds the light scheme's values, the only scheme the app has.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const group = useThemeGroup();
  const toastsWanted = useSyncExternalStore(toastHost.subscribe, toastHost.wanted, noToasts);
  return (
    <MantineProvider theme={themeOfGroup(group)} withCssVariables={false} forceColorScheme="light">
      <Suspense fallback={null}>{toastsWanted && <ToastHost />}</Suspense>
      {children}
    </MantineProvider>
  );
}
