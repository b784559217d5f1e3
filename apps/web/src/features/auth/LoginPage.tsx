import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePrefetchOnFocus } from '../../app/PrefetchPage';
import { dashboardPath } from '../../app/session/rules';
import { useLazySchemaForm } from '../../lib/first-page-form';
import { useRouteGroup } from '../../app/group-context';
import { AuthCard } from '../../ui/AuthCard';
import { PRODUCT_NAME } from '../../ui/brand';
import { safeRedirect, withRedirectTo } from '../../lib/redirect';
import { useHydrating } from '../../lib/hydration';
import type { PasskeySession } from '../second-factor';
import { GoogleButton } from './GoogleButton';
import { useFinishSignIn, useLogin } from './useLogin';

// The second factors' code is its own chunk (vite.config.ts), so the login page's first script stays within its budget
// (budget.test.ts): the second step loads when the password's answer asks for it, a passkey's ceremony on its click.
const secondFactor = () => import('../second-factor');
const SecondStepCard = lazy(() => secondFactor().then((m) => ({ default: m.SecondStepCard })));

/** Drawn with the form, so nothing moves under a pointer when its code arrives (a click meant for 'Sign Up' once hit it). */
function PasskeyButton({ onSignedIn }: { onSignedIn: (session: PasskeySession) => void }) {
  const [pending, setPending] = useState(false);
  const signIn = async () => {
    setPending(true);
    const session = await (await secondFactor()).signInWithPasskey().finally(() => setPending(false));
    if (session) onSignedIn(session);
  };
  return (
    <Button variant="default" fullWidth loading={pending} onClick={() => void signIn()}>
      Sign in with a passkey
    </Button>
  );
}

// The rules load with the first focused field (lib/first-page-form.ts).
const loadLoginSchema = () => import('@mp/domain/rules').then((rules) => rules.loginSchema);

// Shown only after a reset (?reset=1, known once the page runs): its Alert is no part of the first script.
const ResetBanner = lazy(() => import('./ResetBanner'));

/** /{group}/login. */
export function LoginPage() {
  const { group, prefix } = useRouteGroup();
  const [params] = useSearchParams();
  // The second step's pending sign-in: from the password's answer, or from a Google sign-in (?pending=).
  const [pending, setPending] = useState<{ token: string; methods?: string[] } | null>(() => {
    const token = params.get('pending');
    return token ? { token } : null;
  });
  const login = useLogin(group, setPending);
  const finish = useFinishSignIn(group);
  const form = useLazySchemaForm(loadLoginSchema, { email: '', password: '' });
  // Until the page is live, its form would submit itself natively (a GET putting the fields in the address):
  // its button is off, and with it Enter's implicit submission.
  const hydrating = useHydrating();
  // 'Sign Up' keeps where the visitor was going (a post's 'Apply' or 'Save'), so the new account comes back to it.
  const redirectTo = typeof window === 'undefined' ? undefined : safeRedirect(params.get('redirectTo'));
  // Held for a Google sign-up started here, as it leaves the site (it comes back to sign-up step 2); its code loads then.
  const holdForGoogle = () => import('../../app/session/return-after-sign-up').then((m) => m.holdSignUpReturn(redirectTo));
  // Once the person starts on the form, the sign-in's code and the page it leads to load while they type.
  const next = usePrefetchOnFocus(redirectTo ?? dashboardPath(group));

  if (pending) {
    return (
      <Suspense>
        <SecondStepCard pendingToken={pending.token} methods={pending.methods} onSignedIn={finish} onRestart={() => setPending(null)} />
      </Suspense>
    );
  }

  return (
    <AuthCard
      title="Login"
      // Every kind of account signs in on every login page (/login is the candidates'): no kind is named.
      subtitle={`Welcome back! Sign in to your ${PRODUCT_NAME} account.`}
      header={
        params.get('reset') === '1' ? (
          <Suspense>
            <ResetBanner />
          </Suspense>
        ) : undefined
      }
    >
      <form noValidate onFocus={next.onFocus} onSubmit={form.onSubmit((values) => login.mutate(values))}>
        {next.prefetch}
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to={`/${prefix}/forgot-password`} size="sm">
              Forgot your password?
            </Anchor>
          </Group>
          <Button type="submit" disabled={hydrating} loading={login.isPending} fullWidth>
            Login
          </Button>
          <PasskeyButton onSignedIn={finish} />
          <GoogleButton group={group} onStart={holdForGoogle} />
          <Text size="sm" ta="center">
            Don&apos;t have an account?{' '}
            <Anchor component={Link} to={withRedirectTo(`/${prefix}/register`, redirectTo)}>
              Sign Up
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
