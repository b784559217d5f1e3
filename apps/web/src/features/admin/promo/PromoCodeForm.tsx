import { Button, Group, SegmentedControl, SimpleGrid, Stack, Switch, TextInput, Input } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PromoCode, PromoCodeInput } from './documents';
import { toFormValues, toPromoInput } from './promo-values';
import type { FieldErrorTarget } from '../content/content-kind';

interface PromoCodeFormProps {
  promo: PromoCode | null;
  pending: boolean;
  onSubmit: (input: PromoCodeInput, form: FieldErrorTarget) => void;
  onCancel: () => void;
}

/** Code, percentage or fixed amount (typed in pounds, sent in pence), validity days, usage limit, active. */
export function PromoCodeForm({ promo, pending, onSubmit, onCancel }: PromoCodeFormProps) {
  const form = useForm({ mode: 'controlled', initialValues: toFormValues(promo) });
  const fixed = form.values.type === 'FIXED';
  const submit = form.onSubmit((values) => {
    const out = toPromoInput(values);
    if (out.errors) form.setErrors(out.errors);
    else onSubmit(out.input, form);
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label="Code" required description="3 to 32 letters, digits, dashes or underscores" {...form.getInputProps('code')} />
        <Input.Wrapper label="Discount type">
          <SegmentedControl
            display="flex"
            mt={4}
            data={[
              { value: 'PERCENTAGE', label: 'Percentage' },
              { value: 'FIXED', label: 'Fixed amount' },
            ]}
            {...form.getInputProps('type')}
          />
        </Input.Wrapper>
        <TextInput
          label={fixed ? 'Amount off (£)' : 'Percentage off (%)'}
          required
          inputMode="decimal"
          leftSection={fixed ? '£' : undefined}
          rightSection={fixed ? undefined : '%'}
          {...form.getInputProps('value')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Valid from" type="date" {...form.getInputProps('valid_from')} />
          <TextInput label="Valid until" type="date" description="The whole day included" {...form.getInputProps('valid_until')} />
        </SimpleGrid>
        <TextInput label="Usage limit" description="Empty for no limit" inputMode="numeric" {...form.getInputProps('usage_limit')} />
        <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
