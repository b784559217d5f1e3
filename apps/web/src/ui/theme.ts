import { createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { THEME_OF_GROUP, type Group } from '@mp/domain';
import classes from './theme.module.css';

/**
 * The one theme module (decision 0019): every colour, size and shadow a page shows comes from here,
 * through Mantine's props (`c="dimmed"`, `color="red"`, `radius="lg"`) or its CSS variables
 * (`var(--mantine-color-gray-3)`). No page writes a hex value.
 *
 * The contrast rule: in every theme, white on a filled shade, a link or primary text on white and on
 * the page background, secondary text ('dimmed'), and a light variant's text on its background are
 * all at least 4.5:1 (WCAG 2.2 AA). theme.test.ts computes each pair.
 */

/** Which shade of a colour is "filled" (buttons, badges, links). Fixed so every tuple is built for it. */
export const PRIMARY_SHADE = 6;

/** The three group palettes (spec 2.4: agency, consultant, company). Shade 6 is the brand colour. */
export const GROUP_PALETTES = {
  /** Employers: "Ink", a deep indigo. */
  company: ['#f0f1ff', '#e2e4fd', '#c9cdfa', '#a8aef5', '#8189ee', '#5e66e3', '#4146cf', '#3437b0', '#292b8c', '#1e1f66'],
  /** Freelancers: "Fern", a green teal. */
  consultant: ['#e8f7f2', '#d1efe4', '#a6dfcb', '#73cbad', '#42b390', '#1f9a77', '#0c7a5f', '#0a6852', '#095343', '#073e33'],
  /** Agencies: "Ember", a burnt orange. */
  agency: ['#fff3ec', '#ffe4d4', '#fec6a6', '#fca372', '#f77f45', '#e8621f', '#c2410c', '#a3360a', '#822b0a', '#5e1f08'],
} as const satisfies Record<'company' | 'consultant' | 'agency', MantineColorsTuple>;

export type ThemeName = keyof typeof GROUP_PALETTES;

/**
 * Neutrals, slightly blue like ink on paper. Shade 0 is the page background, 3 and 4 the borders, 6 the
 * secondary text (Mantine's 'dimmed', 6:1 on white where Mantine's own grey is 3.3:1), 9 the text.
 */
const GRAY: MantineColorsTuple = ['#f6f7f9', '#eef0f3', '#e3e6eb', '#d4d8df', '#b8bec9', '#737a89', '#565d6c', '#414754', '#2b303b', '#1a1d26'];

/**
 * Mantine's other named colours, redrawn so that `color="red"` (errors, delete), `green` (approve,
 * published), `yellow` (awaiting approval) and the rest pass with white text on their filled shade and
 * with their dark shade on their light one. Shade 6 is the filled shade.
 */
const SEMANTIC_COLORS = {
  dark: ['#c9cacf', '#b4b6bd', '#8a8d97', '#6b6f7a', '#4a4e59', '#3b3f49', '#2e313a', '#24272e', '#1d1f25', '#141519'],
  gray: GRAY,
  red: ['#fef2f2', '#fee2e2', '#fecaca', '#fca5a5', '#f87171', '#ef4444', '#c81e1e', '#b91c1c', '#991b1b', '#7f1d1d'],
  pink: ['#fdf2f8', '#fce7f3', '#fbcfe8', '#f9a8d4', '#f472b6', '#ec4899', '#c81e6a', '#a3195a', '#831843', '#641237'],
  grape: ['#fdf4ff', '#fae8ff', '#f5d0fe', '#f0abfc', '#e879f9', '#d946ef', '#a21caf', '#86198f', '#701a75', '#4a044e'],
  violet: ['#f5f3ff', '#ede9fe', '#ddd6fe', '#c4b5fd', '#a78bfa', '#8b5cf6', '#7c3aed', '#6d28d9', '#5b21b6', '#4c1d95'],
  indigo: ['#eef2ff', '#e0e7ff', '#c7d2fe', '#a5b4fc', '#818cf8', '#6366f1', '#4f46e5', '#4338ca', '#3730a3', '#312e81'],
  blue: ['#eff6ff', '#dbeafe', '#bfdbfe', '#93c5fd', '#60a5fa', '#3b82f6', '#2563eb', '#1d4ed8', '#1e40af', '#1e3a8a'],
  cyan: ['#ecfeff', '#cffafe', '#a5f3fc', '#67e8f9', '#22d3ee', '#06b6d4', '#0e7490', '#155e75', '#164e63', '#083344'],
  teal: ['#f0fdfa', '#ccfbf1', '#99f6e4', '#5eead4', '#2dd4bf', '#14b8a6', '#0f766e', '#115e59', '#134e4a', '#042f2e'],
  green: ['#f0fdf4', '#dcfce7', '#bbf7d0', '#86efac', '#4ade80', '#22c55e', '#147a3a', '#166534', '#14532d', '#052e16'],
  lime: ['#f7fee7', '#ecfccb', '#d9f99d', '#bef264', '#a3e635', '#84cc16', '#48750e', '#3f6212', '#365314', '#1a2e05'],
  yellow: ['#fefce8', '#fef3c7', '#fde68a', '#fcd34d', '#fbbf24', '#f59e0b', '#a15c07', '#854d0e', '#713f12', '#422006'],
  orange: ['#fff7ed', '#ffedd5', '#fed7aa', '#fdba74', '#fb923c', '#f97316', '#c2410c', '#9a3412', '#7c2d12', '#431407'],
} as const satisfies Record<string, MantineColorsTuple>;

/** Text and surfaces. */
export const INK = GRAY[9];
export const WHITE = '#ffffff';
/** The page background behind cards (global.css): gray 0. */
export const PAGE_BACKGROUND = GRAY[0];

/**
 * Type scale (a 1.2 ratio from 16 px, rounded to whole pixels), in rem. Body text is md; secondary
 * lines sm; captions xs. Headings are heavier and tighter than body text.
 */
export const FONT_SIZES = { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem' } as const;
export const HEADING_SIZES = {
  h1: { fontSize: '2.25rem', lineHeight: '1.15', fontWeight: '800' },
  h2: { fontSize: '1.75rem', lineHeight: '1.2', fontWeight: '750' },
  h3: { fontSize: '1.375rem', lineHeight: '1.3', fontWeight: '700' },
  h4: { fontSize: '1.125rem', lineHeight: '1.4', fontWeight: '700' },
  h5: { fontSize: '1rem', lineHeight: '1.45', fontWeight: '700' },
  h6: { fontSize: '0.875rem', lineHeight: '1.5', fontWeight: '700' },
} as const;

/** Spacing on a 4 px grid: 8, 12, 16, 24, 40. */
export const SPACING = { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2.5rem' } as const;
export const RADIUS = { xs: '0.25rem', sm: '0.375rem', md: '0.625rem', lg: '1rem', xl: '1.5rem' } as const;
/** Shadows tinted with the ink colour, soft and low: cards lift on hover, menus float. */
export const SHADOWS = {
  xs: '0 1px 2px rgb(26 29 38 / 6%)',
  sm: '0 1px 2px rgb(26 29 38 / 6%), 0 2px 6px rgb(26 29 38 / 6%)',
  md: '0 2px 4px rgb(26 29 38 / 5%), 0 8px 20px rgb(26 29 38 / 8%)',
  lg: '0 4px 8px rgb(26 29 38 / 5%), 0 16px 36px rgb(26 29 38 / 10%)',
  xl: '0 8px 16px rgb(26 29 38 / 6%), 0 28px 60px rgb(26 29 38 / 14%)',
} as const;

/** System fonts: no web-font download before the first paint. */
const FONT_STACK = 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const base = {
  fontFamily: FONT_STACK,
  white: WHITE,
  black: INK,
  primaryShade: PRIMARY_SHADE,
  colors: { ...SEMANTIC_COLORS, ...GROUP_PALETTES },
  fontSizes: FONT_SIZES,
  spacing: SPACING,
  radius: RADIUS,
  shadows: SHADOWS,
  defaultRadius: 'md',
  // A person who asked their system for less motion gets dialogs, menus and toasts without their transitions.
  respectReducedMotion: true,
  headings: { fontFamily: FONT_STACK, fontWeight: '750', textWrap: 'balance', sizes: HEADING_SIZES },
  components: {
    // The eye button must not be another match for "Password" when tests and screen readers look fields up by label.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' } } },
    // A dialog's close button is an icon: it needs a name (axe: button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Focus goes to the first item, as the ARIA menu pattern has it, not to a focusable placeholder that
    // a role="menu" may not contain (axe aria-required-children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // Sentence case (as a style prop, so it wins over the component's uppercase whatever the CSS order).
    Badge: { defaultProps: { radius: 'sm', tt: 'none', fw: 650 } },
    Alert: { defaultProps: { radius: 'lg' } },
    Title: { classNames: { root: classes.title } },
    Anchor: { classNames: { root: classes.anchor } },
  },
} as const;

/** One primary colour per theme (spec 2.4: agency, consultant, company); every theme knows all three. */
export const THEMES = {
  company: createTheme({ ...base, primaryColor: 'company' }),
  consultant: createTheme({ ...base, primaryColor: 'consultant' }),
  agency: createTheme({ ...base, primaryColor: 'agency' }),
} satisfies Record<ThemeName, MantineThemeOverride>;

export function themeOfGroup(group: Group): MantineThemeOverride {
  return THEMES[THEME_OF_GROUP[group]];
}

/**
 * The themes' CSS variables are one static stylesheet (styles/theme-variables.css, generated from THEMES): what they
 * share under `:root`, each theme's own under `:root[data-theme="…"]`. root.tsx puts the attribute on <html>.
 */
export const themeHtmlProps = (group: Group) => ({ 'data-theme': THEME_OF_GROUP[group] });

/** The selector of a theme's own variables: <html> with themeHtmlProps. */
export const themeSelector = (name: ThemeName) => `:root[data-theme="${name}"]`;

/**
 * Placeholder text, which Mantine draws in gray 5 (4.3:1 on white). The month pickers and selects show it
 * as a real element that people read ('Month/Year'), so it is secondary text, gray 6, like 'dimmed'.
 */
export const PLACEHOLDER_COLOR = GRAY[6];

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': PLACEHOLDER_COLOR },
  dark: {},
});
