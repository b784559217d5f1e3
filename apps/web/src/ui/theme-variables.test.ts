import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, THEMES, themeSelector, type ThemeName } from './theme';
import { themeVariablesCss } from './theme-variables';

type Variables = Record<string, string>;

/** The rules of a stylesheet of variables: selector and declarations. */
function rulesOf(css: string): { selector: string; variables: Variables }[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => ({
    selector: selector!.trim(),
    variables: Object.fromEntries(
      body!
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .map((declaration) => {
          const colon = declaration.indexOf(':');
          return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
        }),
    ),
  }));
}

/** The variables of the rules of `css` whose selector is one of `selectors`, later rules over earlier ones. */
function variablesFor(css: string, selectors: string[]): Variables {
  return Object.assign({}, ...rulesOf(css).filter(({ selector }) => selectors.includes(selector)).map(({ variables }) => variables));
}

/** What MantineProvider writes into the page for a theme when it writes its variables itself: its <style>. */
function providerCss(name: ThemeName): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme: THEMES[name], cssVariablesResolver, forceColorScheme: 'light' }));
  return /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(html)![1]!;
}

const css = themeVariablesCss();

describe('the themes’ CSS variables, one static stylesheet', () => {
  it('is generated from ui/theme.ts (after a change of the themes: npx vitest run <this file> -u)', async () => {
    await expect(css).toMatchFileSnapshot('./styles/theme-variables.css');
  });

  it.each(Object.keys(THEMES) as ThemeName[])(
    'gives a page in the %s theme every variable the provider would have written, with its value, and no other',
    (name) => {
      const mantine = variablesFor(providerCss(name), [':root, :host', ':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"])']);
      expect(Object.keys(mantine).length).toBeGreaterThan(100);
      expect(variablesFor(css, [':root', themeSelector(name)])).toEqual(mantine);
    },
  );

  it('has the variables all themes share under :root, then one rule per theme', () => {
    expect(rulesOf(css).map(({ selector }) => selector)).toEqual([':root', ...(Object.keys(THEMES) as ThemeName[]).map(themeSelector)]);
  });
});
