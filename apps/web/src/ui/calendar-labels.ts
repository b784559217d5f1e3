import type { CalendarAriaLabels } from '@mantine/dates';

/**
 * Names for the calendar pickers' arrow buttons, which show only an icon: without them a screen reader
 * announces "button" (axe: button-name). The level buttons ("November 2026", "2026") keep their visible
 * text as their name.
 */
export const CALENDAR_ARIA_LABELS: CalendarAriaLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};
