import { Badge } from '@mantine/core';

/** Says the offline test gateway is in use: no card is charged and test cards buy job posts. */
export function TestModeBadge() {
  return (
    <Badge color="yellow" variant="light" title="Payments use the offline test gateway: no real card is charged">
      Test mode
    </Badge>
  );
}
