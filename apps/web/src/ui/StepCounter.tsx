import { Box, Group, Stack, Text } from '@mantine/core';

const STEPS = ['Login Information', 'Personal Information', 'Complete Profile'] as const;

/** The sign-up's three-step counter: 'Step 1 of 3' and a bar per step. */
export function StepCounter({ step }: { step: 1 | 2 | 3 }) {
  return (
    <Stack gap={6} role="group" aria-label={`Step ${step} of ${STEPS.length}`}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={700} c="var(--mantine-primary-color-filled)">
          Step {step} of {STEPS.length}
        </Text>
        <Text size="sm" c="dimmed">
          {STEPS[step - 1]}
        </Text>
      </Group>
      <Group gap={6} grow aria-hidden="true">
        {STEPS.map((label, index) => (
          <Box
            key={label}
            h={6}
            style={{ borderRadius: 3 }}
            bg={index < step ? 'var(--mantine-primary-color-filled)' : 'gray.3'}
          />
        ))}
      </Group>
    </Stack>
  );
}
