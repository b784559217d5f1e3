import { Group, Input, RangeSlider, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DEFAULT_SALARY_RANGE, SALARY_CURRENCIES, SALARY_MIN_DISTANCE, SALARY_UNITS, salaryUnitOf, type SalaryUnit } from '@mp/domain';
import type { ReactNode } from 'react';
import { salaryLine } from './form-values';

export interface SalaryFieldProps {
  currency: string;
  unit: SalaryUnit;
  range: [number, number];
  onCurrency: (currency: string) => void;
  /** A new unit starts again from the default range (0 to 1000). */
  onUnit: (unit: SalaryUnit, range: [number, number]) => void;
  onRange: (range: [number, number]) => void;
  error?: ReactNode;
}

const CURRENCY_OPTIONS = SALARY_CURRENCIES.map((c) => ({ value: c, label: c }));

/**
 * The salary band: currency (GBP by default), Day Rate or Year Rate, and a range slider
 * stepping 25 a day or 1000 a year, its thumbs at least 10 apart (document 3 section 9).
 */
export function SalaryField({ currency, unit, range, onCurrency, onUnit, onRange, error }: SalaryFieldProps) {
  const slider = salaryUnitOf(unit);
  return (
    <Input.Wrapper label="Salary expectations" description={salaryLine(currency, unit, range[0], range[1])} error={error} errorProps={{ role: 'alert' }}>
      <Stack gap="md" mt="xs">
        <Group gap="md" wrap="wrap" align="flex-end">
          <Select
            label="Currency"
            data={CURRENCY_OPTIONS}
            value={currency}
            onChange={(v) => v && onCurrency(v)}
            allowDeselect={false}
            w={{ base: '100%', xs: 120 }}
          />
          <SegmentedControl
            aria-label="Salary unit"
            data={SALARY_UNITS.map((u) => ({ value: u.value, label: u.label }))}
            value={unit}
            onChange={(v) => onUnit(v as SalaryUnit, [...DEFAULT_SALARY_RANGE])}
          />
        </Group>
        <RangeSlider
          min={0}
          max={slider.max}
          step={slider.step}
          minRange={SALARY_MIN_DISTANCE}
          value={range}
          onChange={onRange}
          label={(v) => v.toLocaleString('en-GB')}
          thumbFromLabel="Minimum salary"
          thumbToLabel="Maximum salary"
          mb="md"
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            0
          </Text>
          <Text size="xs" c="dimmed">
            {slider.max.toLocaleString('en-GB')}
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
