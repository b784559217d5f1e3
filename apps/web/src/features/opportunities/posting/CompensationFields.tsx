import { Checkbox, Group, NumberInput, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import {
  budgetStep, BUDGET_MAX, COMPENSATION_CURRENCIES, COMPENSATION_UNITS, CURRENCY_SYMBOLS, type CompensationUnit,
  type OpportunityTarget,
} from '@mp/domain';
import type { Bind } from './fields';

const CURRENCY_OPTIONS = COMPENSATION_CURRENCIES.map((c) => ({ value: c, label: `${c} (${CURRENCY_SYMBOLS[c]})` }));

type Field = 'is_compensation_displayed' | 'compensation_currency' | 'minimumBudget' | 'maximumBudget' | 'compensation_unit';

/**
 * Compensation (jobs) or Budget (projects): Show Compensation, currency, minimum and maximum moving by
 * the kind's step (B-X8: a job's from its unit, Day Rate 25 or Year Rate 100; a project's 50), and a
 * job's unit.
 */
export function CompensationFields({ target, bind, unit }: { target: OpportunityTarget; bind: Bind<Field>; unit?: CompensationUnit }) {
  const step = budgetStep(target, unit);
  return (
    <Stack gap="sm">
      <Checkbox label="Show Compensation" {...bind('is_compensation_displayed', { type: 'checkbox' })} />
      {target === 'JOB' ? (
        <Radio.Group label="Rate" {...bind('compensation_unit')}>
          <Group mt={6} gap="lg">
            {COMPENSATION_UNITS.map((u) => (
              <Radio key={u.value} value={u.value} label={u.label} />
            ))}
          </Group>
        </Radio.Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select label="Currency" data={CURRENCY_OPTIONS} allowDeselect={false} {...bind('compensation_currency')} />
        <NumberInput
          label="Minimum"
          withAsterisk
          min={0}
          max={BUDGET_MAX}
          step={step}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          {...bind('minimumBudget')}
        />
        <NumberInput
          label="Maximum"
          withAsterisk
          min={0}
          max={BUDGET_MAX}
          step={step}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          {...bind('maximumBudget')}
        />
      </SimpleGrid>
    </Stack>
  );
}
