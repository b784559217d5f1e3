import type { Page } from '@playwright/test';

/** A toast (Mantine notification, role alert, top centre) with exactly this text. */
export function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ has: page.getByText(text, { exact: true }) });
}
