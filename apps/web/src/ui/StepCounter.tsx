import { Box, Group, Stack, Text } from '@mantine/core';

const SIGN_UP_STEPS = ['Login Information', 'Personal Information', 'Complete Profile'] as const;

/** A multi-step form's counter: 'Step 1 of 3' and a bar per step; the sign-up's three steps unless told otherwise. */
export function StepCounter({ step, steps = SIGN_UP_STEPS }: { step: number; steps?: readonly string[] }) {
  return (
    <Stack gap={6} role="group" aria-label={`Step ${step} of ${steps.length}`}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={700} c="var(--mantine-primary-color-filled)">
          Step {step} of {steps.length}
        </Text>
        <Text size="sm" c="dimmed">
          {steps[step - 1]}
        </Text>
      </Group>
      <Group gap={6} grow aria-hidden="true">
        {steps.map((label, index) => (
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
