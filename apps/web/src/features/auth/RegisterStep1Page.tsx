import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';

import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { holdSignUpReturn } from '../../app/session/return-after-sign-up';
import { safeRedirect, withRedirectTo } from '../../lib/redirect';
import { useLazySchemaForm } from '../../lib/first-page-form';
import { useHydrating } from '../../lib/hydration';
import { useRouteGroup } from '../../app/group-context';
import { AuthCard } from '../../ui/AuthCard';
import { StepCounter } from '../../ui/StepCounter';
import { GoogleButton } from './GoogleButton';
import { GROUP_COPY, otherKinds } from './group-copy';
import { loadSignupDraft, saveSignupDraft } from './signup-draft';
import { useCheckRegisterable } from './useRegister';

// The rules load with the first focused field (lib/first-page-form.ts).
const loadRegisterStep1Schema = () => import('@mp/domain/rules').then((rules) => rules.registerStep1Schema);

/** /{group}/register: sign-up step 1, email and password; the email is checked before step 2. */
export function RegisterStep1Page() {
  const { group, prefix } = useRouteGroup();
  const navigate = useNavigate();
  const check = useCheckRegisterable(group);
  // The post a visitor came from ('Sign up' on /jobs/{slug}): carried by the next step's and the login's links.
  const [params] = useSearchParams();
  const redirectTo = typeof window === 'undefined' ? undefined : safeRedirect(params.get('redirectTo'));
  useEffect(() => holdSignUpReturn(redirectTo), [redirectTo]);
  const form = useLazySchemaForm(loadRegisterStep1Schema, { email: loadSignupDraft()?.email ?? '', password: '' });
  // Until the page is live, its form would submit itself natively (a GET putting the fields in the address):
  // its button is off, and with it Enter's implicit submission.
  const hydrating = useHydrating();

  const submit = form.onSubmit(async ({ email, password }) => {
    const free = await check.mutateAsync(email).catch(() => false);
    if (!free) return;
    saveSignupDraft({ email, password });
    navigate(withRedirectTo(`/${prefix}/register/2`, redirectTo));
  });

  return (
    <AuthCard title={GROUP_COPY[group].signUpTitle} subtitle="Start with your login information." header={<StepCounter step={1} />}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            description="At least 8 characters, with 1 special character and no spaces."
            autoComplete="new-password"
           
            {...form.getInputProps('password')}
          />
          <Button type="submit" disabled={hydrating} loading={check.isPending} fullWidth>
            Next
          </Button>
          <GoogleButton group={group} />
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to={withRedirectTo(`/${prefix}/login`, redirectTo)}>
              Login
            </Anchor>
          </Text>
          <Group justify="center" gap="lg">
            {otherKinds(group).map((kind) => (
              <Anchor key={kind.group} component={Link} to={`/${kind.group}/register`} size="sm">
                {kind.label}
              </Anchor>
            ))}
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
