import type { Page } from '@playwright/test';

/**
 * A toast (Mantine notification, role alert, top centre) with exactly this text. Looked for among the notifications
 * only: a page's own alert with the same words (the card's error notice) is not a toast.
 */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.mantine-Notifications-root').getByRole('alert').filter({ has: page.getByText(text, { exact: true }) });
}
