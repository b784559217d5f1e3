import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { BILLING_MSG, creditAccountRequestSchema, MSG } from '@mp/domain';
import { useEffect, useRef } from 'react';
import { isApiError } from '../../../lib/api-error';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms';
import { toastError, toastSuccess } from '../../../lib/toast';
import { COUNTRY_OPTIONS } from '../../../ui/select-options';
import type { BillingAddress } from '../documents';
import { useRequestCreditAccount } from '../hooks';

interface CreditAccountFormProps {
  company: string;
  address: BillingAddress;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * 'Apply for Credit Account' (C-F3): every field required but address line 2, the spec's phone and email patterns
 * (the shared rule of @mp/domain, which the API applies too). 'Your data has been submitted!', or 'Something went
 * wrong!'. An administrator then approves or declines it in the console (C-Q10).
 */
export function CreditAccountForm({ company, address, onDone, onCancel }: CreditAccountFormProps) {
  const request = useRequestCreditAccount();
  const form = useSchemaForm(creditAccountRequestSchema, {
    invoice_company: company,
    invoice_address_1: address.address1 ?? '',
    invoice_address_2: address.address2 ?? '',
    invoice_city: address.city ?? '',
    invoice_state: address.state ?? '',
    invoice_country: address.country || 'GB',
    invoice_zip: address.zip ?? '',
    invoice_phone: '',
    invoice_email: '',
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = form.onSubmit((input) =>
    request.mutate(input, {
      onSuccess: () => {
        toastSuccess(BILLING_MSG.submitted);
        onDone();
      },
      onError: (error) => {
        if (isApiError(error, 'UNAUTHENTICATED')) return;
        showServerFieldErrors(form, error);
        toastError(MSG.somethingWrong);
      },
    }),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="credit-account-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="h3" id="credit-account-title" ref={heading} tabIndex={-1}>
              Apply for Credit Account
            </Title>
            <Text size="sm" c="dimmed">
              With a credit account you buy job posts on account and pay by invoice. We review each application and email you
              our decision.
            </Text>
          </Stack>
          <TextInput label="Employer Name" withAsterisk autoComplete="organization" {...form.getInputProps('invoice_company')} />
          <TextInput label="Address Line 1" withAsterisk autoComplete="address-line1" {...form.getInputProps('invoice_address_1')} />
          <TextInput label="Address Line 2" description="Optional" autoComplete="address-line2" {...form.getInputProps('invoice_address_2')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="City" withAsterisk autoComplete="address-level2" {...form.getInputProps('invoice_city')} />
            <TextInput label="County" withAsterisk autoComplete="address-level1" {...form.getInputProps('invoice_state')} />
            <TextInput label="Postcode" withAsterisk autoComplete="postal-code" {...form.getInputProps('invoice_zip')} />
            <Select label="Country" withAsterisk data={COUNTRY_OPTIONS} searchable allowDeselect={false} {...form.getInputProps('invoice_country')} />
            <TextInput label="Phone" withAsterisk type="tel" autoComplete="tel" {...form.getInputProps('invoice_phone')} />
            <TextInput label="Invoice Email" withAsterisk type="email" autoComplete="email" {...form.getInputProps('invoice_email')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={request.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={request.isPending}>
              Submit Application
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
