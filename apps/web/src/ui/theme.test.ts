import { DEFAULT_THEME, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, PAGE_BACKGROUND, PLACEHOLDER_COLOR, PRIMARY_SHADE, THEMES, type ThemeName } from './theme';

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
/** `fg` laid over `bg` at `alpha`, as the browser paints an rgba() background. */
function tint(fg: string, bg: string, alpha: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const mixed = [0, 1, 2].map((i) => Math.round(channel(fg, i) * alpha + channel(bg, i) * (1 - alpha)));
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Normal text (WCAG 1.4.3); large text and UI components such as borders and focus rings (1.4.11). */
const TEXT = 4.5;
const UI = 3;

interface Pair {
  name: string;
  fg: string;
  bg: string;
  min: number;
}

/** Every pair of colours the theme puts together, the way Mantine 9's light scheme resolves them. */
function pairsOf(theme: MantineTheme): Pair[] {
  const { white, black } = theme;
  const shade = (color: string, index: number) => theme.colors[color]![index]!;
  const primary = theme.primaryColor;
  const dimmed = shade('gray', 6);
  const pairs: Pair[] = [
    { name: 'text on white', fg: black, bg: white, min: TEXT },
    { name: 'text on the page', fg: black, bg: PAGE_BACKGROUND, min: TEXT },
    { name: 'secondary text (dimmed) on white', fg: dimmed, bg: white, min: TEXT },
    { name: 'secondary text (dimmed) on the page', fg: dimmed, bg: PAGE_BACKGROUND, min: TEXT },
    { name: 'secondary text (dimmed) on a hovered row', fg: dimmed, bg: shade('gray', 1), min: TEXT },
    { name: 'placeholder text on white', fg: PLACEHOLDER_COLOR, bg: white, min: TEXT },
    { name: 'footer text (gray 7) on white', fg: shade('gray', 7), bg: white, min: TEXT },
    { name: 'link on white', fg: shade(primary, PRIMARY_SHADE), bg: white, min: TEXT },
    { name: 'link on the page', fg: shade(primary, PRIMARY_SHADE), bg: PAGE_BACKGROUND, min: TEXT },
    { name: 'link on a light panel', fg: shade(primary, PRIMARY_SHADE), bg: shade(primary, 0), min: TEXT },
    { name: 'active navigation entry', fg: shade(primary, 9), bg: shade(primary, 1), min: TEXT },
    { name: 'input border on white', fg: shade('gray', 5), bg: white, min: UI },
    { name: 'focus ring on white', fg: shade(primary, PRIMARY_SHADE), bg: white, min: UI },
    { name: 'error text on white', fg: shade('red', 6), bg: white, min: TEXT },
    { name: 'success text on white', fg: shade('teal', 8), bg: white, min: TEXT },
    // The inactive notice: a yellow alert with body text, its title and a link to the profile.
    { name: 'inactive notice title', fg: shade('yellow', 9), bg: shade('yellow', 1), min: TEXT },
    { name: 'inactive notice text', fg: black, bg: shade('yellow', 1), min: TEXT },
    { name: 'inactive notice link', fg: shade(primary, PRIMARY_SHADE), bg: shade('yellow', 1), min: TEXT },
  ];
  for (const color of Object.keys(theme.colors)) {
    const filled = shade(color, PRIMARY_SHADE);
    pairs.push(
      // Buttons, filled badges, filled alerts: white text on the filled shade, and on its hover shade.
      { name: `${color}: white on filled`, fg: white, bg: filled, min: TEXT },
      { name: `${color}: white on filled hover`, fg: white, bg: shade(color, PRIMARY_SHADE + 1), min: TEXT },
      // Light buttons, light badges, alert titles: shade 9 on shade 1, and on the hover shade 2.
      { name: `${color}: light text on light`, fg: shade(color, 9), bg: shade(color, 1), min: TEXT },
      { name: `${color}: light text on light hover`, fg: shade(color, 9), bg: shade(color, 2), min: TEXT },
      // Alert bodies are the text colour on the light shade.
      { name: `${color}: text on light`, fg: black, bg: shade(color, 1), min: TEXT },
      // Outline and subtle buttons, coloured text (`c="red"`): the filled shade on white and on the page.
      { name: `${color}: filled on white`, fg: filled, bg: white, min: TEXT },
      { name: `${color}: filled on the page`, fg: filled, bg: PAGE_BACKGROUND, min: TEXT },
      // An outline button under the pointer: Mantine tints the page with the filled shade at 5 %.
      { name: `${color}: outline on its hover`, fg: filled, bg: tint(filled, PAGE_BACKGROUND, 0.05), min: TEXT },
    );
  }
  return pairs;
}

describe.each(Object.keys(THEMES) as ThemeName[])('the %s theme', (name) => {
  const theme = mergeMantineTheme(DEFAULT_THEME, THEMES[name]);

  it('uses its own palette as the primary colour, with the shade the tuples are built for', () => {
    expect(theme.primaryColor).toBe(name);
    expect(theme.primaryShade).toBe(PRIMARY_SHADE);
    for (const tuple of Object.values(theme.colors)) expect(tuple).toHaveLength(10);
  });

  it.each(pairsOf(theme).map((pair) => [pair.name, pair] as const))('%s passes WCAG 2.2 AA', (_, pair) => {
    const ratio = contrast(pair.fg, pair.bg);
    expect(ratio, `${pair.fg} on ${pair.bg} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(pair.min);
  });
});

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's own 'dimmed' grey on white, which this theme replaces.
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});

describe('cssVariablesResolver', () => {
  it('draws placeholder text in the secondary-text grey', () => {
    const resolved = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, THEMES.company));
    expect(resolved.light['--mantine-color-placeholder']).toBe(PLACEHOLDER_COLOR);
  });
});
