import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from './documents';
import { NotificationSettingsPage } from './NotificationSettingsPage';

const SETTINGS: NotificationSettings = {
  send_email: true,
  send_not_selected_email: true,
  send_message_email: true,
  notification_frequency: 'immediately',
  send_text_notification: false,
  phone_secondary: null,
  phone_secondary_verified_at: null,
  pending_phone: null,
};

/** The page with these settings loaded, as the server renders it. */
function render(settings: NotificationSettings): string {
  const client = new QueryClient();
  client.setQueryData(['settings', 'notifications'], settings);
  return renderToString(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <NotificationSettingsPage />
      </MantineProvider>
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
}

/** The input of the switch labelled `label` (Mantine renders the input, then its label, inside one <label>). */
function switchInput(html: string, label: string): string {
  const shown = label.replace(/'/g, '&#x27;');
  const match = new RegExp(`(<input[^>]*>)(?:(?!<input).)*?mantine-Switch-label">${shown}</span>`).exec(html);
  expect(match, `a switch '${label}'`).not.toBeNull();
  return match![1]!;
}

describe('the Messages switch', () => {
  it('shows the Messages setting beside the other emails, on as saved', () => {
    const html = render(SETTINGS);
    expect(html).toContain('Email me when someone writes about an application');
    const input = switchInput(html, 'Messages');
    expect(input).toContain('role="switch"');
    expect(input).toMatch(/\schecked=""/);
  });

  it('shows it off when the person turned message emails off (in the settings or from a mail)', () => {
    const html = render({ ...SETTINGS, send_message_email: false });
    expect(switchInput(html, 'Messages')).not.toMatch(/\schecked=""/);
    // The other switches keep their own values.
    expect(switchInput(html, "'Not selected' emails")).toMatch(/\schecked=""/);
  });
});
