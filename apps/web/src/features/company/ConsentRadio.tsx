import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConsentRadioProps {
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: ReactNode;
}

/** The logo-use consent (yes = 1, no = 0): stored only, for showing the logo in our marketing (decision 0024). */
export function ConsentRadio({ value, onChange, error }: ConsentRadioProps) {
  return (
    <Radio.Group
      label="May we show your logo on our website and in our marketing?"
      withAsterisk
      value={value === null ? '' : value ? '1' : '0'}
      onChange={(next) => onChange(next === '1')}
      error={error}
    >
      <Group gap="xl" mt={6}>
        <Radio value="1" label="Yes" />
        <Radio value="0" label="No" />
      </Group>
    </Radio.Group>
  );
}
