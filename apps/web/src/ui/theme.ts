import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { THEME_OF_GROUP, type Group } from '@mp/domain';

const base = {
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  components: {
    // The eye button must not be another match for "Password" when tests and screen readers look fields up by label.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' } } },
  },
} as const;

/** One primary colour per theme (spec 2.4: agency, consultant, company). */
const THEMES = {
  company: createTheme({ ...base, primaryColor: 'indigo' }),
  consultant: createTheme({ ...base, primaryColor: 'teal' }),
  agency: createTheme({ ...base, primaryColor: 'grape' }),
} satisfies Record<string, MantineThemeOverride>;

export function themeOfGroup(group: Group): MantineThemeOverride {
  return THEMES[THEME_OF_GROUP[group]];
}
