import { Button, Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DEFAULT_COUNTRY, MSG, registerStep2Schema, TYPE_OF_GROUP, type Group } from '@mp/domain';
import { useMemo } from 'react';
import { z } from '@mp/domain';
import { showServerFieldErrors, useSchemaForm } from '../../lib/forms';
import { useRouteGroup } from '../../app/group-context';
import { AuthCard } from '../../ui/AuthCard';
import { StepCounter } from '../../ui/StepCounter';
import { COUNTRY_OPTIONS, HEAR_US_OPTIONS, PRONOUN_OPTIONS } from '../../ui/select-options';
import type { SignupDraft } from './signup-draft';
import { usePrefetchOnFocus } from '../../app/PrefetchPage';
import { stepThreePath, useRegister } from './useRegister';

const COMPANY_LABEL: Record<Group, string> = { company: 'Employer Name', agency: 'Agency Name', freelancer: '' };

/** The shared step-2 rules, plus the terms checkbox that only the form has. */
function step2Schema(group: Group) {
  return registerStep2Schema(TYPE_OF_GROUP[group]).extend({ terms: z.literal(true, { error: MSG.terms }) });
}

function initialValues(draft: SignupDraft) {
  return {
    first_name: draft.first_name ?? '',
    last_name: draft.last_name ?? '',
    company: '',
    position: '',
    address_1: '',
    address_2: '',
    city: '',
    state: '',
    zip: '',
    country: DEFAULT_COUNTRY as string | null,
    phone: '',
    pronouns: null as string | null,
    hear_us: null as string | null,
    hear_us_additional: '',
    terms: false,
  };
}

/** /{group}/register/2: personal information, then register. */
export function RegisterStep2Form({ draft }: { draft: SignupDraft & { password: string } }) {
  const { group, prefix } = useRouteGroup();
  const schema = useMemo(() => step2Schema(group), [group]);
  const form = useSchemaForm(schema, initialValues(draft));
  const register = useRegister(group, prefix);
  // From the form's first focus, the account's creation code and step 3 load while the person types.
  const next = usePrefetchOnFocus(stepThreePath(group, prefix));
  const employerKind = group !== 'freelancer';
  // Spec 000 §5: the position is required of employers only; the shared rule decides, the form says so.
  const positionOptional = useMemo(() => schema.shape.position.safeParse('').success, [schema]);

  const submit = form.onSubmit(({ terms: _accepted, pronouns, ...details }) => {
    register.mutate(
      {
        ...details,
        pronouns: pronouns ?? null,
        type: TYPE_OF_GROUP[group],
        email: draft.email,
        password: draft.password,
        googleId: draft.googleId ?? null,
      },
      { onError: (error) => showServerFieldErrors(form, error) },
    );
  });

  return (
    <AuthCard title="Personal Information" subtitle="Tell us a little about yourself." header={<StepCounter step={2} />} width={640}>
      <form noValidate onFocus={next.onFocus} onSubmit={submit}>
        {next.prefetch}
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First Name" autoComplete="given-name" {...form.getInputProps('first_name')} />
            <TextInput label="Last Name" autoComplete="family-name" {...form.getInputProps('last_name')} />
          </SimpleGrid>
          {employerKind && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={COMPANY_LABEL[group]} autoComplete="organization" {...form.getInputProps('company')} />
              <TextInput
                label="Position"
                description={positionOptional ? 'Optional' : undefined}
                autoComplete="organization-title"
                {...form.getInputProps('position')}
              />
            </SimpleGrid>
          )}
          <TextInput label="Address Line 1" autoComplete="address-line1" {...form.getInputProps('address_1')} />
          <TextInput label="Address Line 2" description="Optional" autoComplete="address-line2" {...form.getInputProps('address_2')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="City" autoComplete="address-level2" {...form.getInputProps('city')} />
            <TextInput label="County" autoComplete="address-level1" {...form.getInputProps('state')} />
            <TextInput label="Postcode" autoComplete="postal-code" {...form.getInputProps('zip')} />
            <Select label="Country" data={COUNTRY_OPTIONS} searchable allowDeselect={false} {...form.getInputProps('country')} />
          </SimpleGrid>
          <TextInput label="Phone" type="tel" autoComplete="tel" placeholder="00 0000 000 00" {...form.getInputProps('phone')} />
          {group === 'freelancer' && <Select label="Pronouns" description="Optional" data={PRONOUN_OPTIONS} clearable {...form.getInputProps('pronouns')} />}
          <Select label="How did you hear about us?" description="Optional" data={HEAR_US_OPTIONS} clearable {...form.getInputProps('hear_us')} />
          {form.values.hear_us === 'other' && <TextInput label="Please tell us more" {...form.getInputProps('hear_us_additional')} />}
          <Checkbox label="I accept the terms and conditions" {...form.getInputProps('terms', { type: 'checkbox' })} />
          <Button type="submit" loading={register.isPending} fullWidth>
            Create Account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
