import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardField } from './CardField';
import { CardProvider } from './CardProvider';

const render = (gateway: string, publishableKey: string | null = null) =>
  renderToString(
    <MantineProvider>
      <CardProvider gateway={gateway} publishableKey={publishableKey}>
        <CardField />
      </CardProvider>
    </MantineProvider>,
  ).replace(/<!-- -->/g, '');

describe('CardField', () => {
  it('shows the test gateway’s number, expiry and CVC inputs with their labels, the Test mode badge and the test cards', () => {
    const html = render('test');
    for (const text of ['Card details', 'Test mode', 'Card number', 'Expiry (MM/YY)', 'CVC', '4242 4242 4242 4242', '4000 0025 0000 3155', 'no card is charged']) {
      expect(html, text).toContain(text);
    }
    // The browser fills them from a saved card; the numeric keypad on a phone.
    for (const field of ['cc-number', 'cc-exp', 'cc-csc']) expect(html).toMatch(new RegExp(`inputMode="numeric" autoComplete="${field}"`, 'i'));
    expect(html).toContain('role="group" aria-label="Card details"');
    // No name, email or phone: those are the screen's fields.
    expect(html).not.toMatch(/Name|Email|Phone/);
  });

  it('renders only a placeholder for Stripe’s element on the server: Stripe.js loads in the browser', () => {
    const html = render('stripe', 'pk_test_x');
    expect(html).toContain('Loading the card form');
    expect(html).not.toContain('Test mode');
    expect(html).not.toContain('Card number');
  });
});
