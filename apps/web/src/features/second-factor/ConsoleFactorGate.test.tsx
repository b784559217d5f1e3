import { MantineProvider } from '@mantine/core';
import { SECOND_FACTOR_MSG } from '@mp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConsoleFactorGate } from './ConsoleFactorGate';

interface Factors {
  totp: boolean;
  recovery_codes_left: number;
  session_proved: boolean;
  fresh: boolean;
}

/** The console's gate with the viewer's second factors loaded, as the server renders it. */
function render(factors: Factors): string {
  const client = new QueryClient();
  client.setQueryData(['second-factors'], factors);
  return renderToString(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter>
          <ConsoleFactorGate>
            <p>The console</p>
          </ConsoleFactorGate>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
}

const adminNeedsFactor = SECOND_FACTOR_MSG.adminNeedsFactor.replace(/'/g, '&#x27;');

describe("the console's gate (decision 0064)", () => {
  it('opens the console to a session that proved a second factor', () => {
    const html = render({ totp: true, recovery_codes_left: 10, session_proved: true, fresh: true });
    expect(html).toContain('The console');
    expect(html).not.toContain('Set up two-step sign-in');
  });

  it('shows the set-up instead of the console to an administrator with no factor', () => {
    const html = render({ totp: false, recovery_codes_left: 0, session_proved: false, fresh: false });
    expect(html).not.toContain('The console<');
    expect(html).toContain('Set up two-step sign-in');
    expect(html).toContain(adminNeedsFactor);
    expect(html).toContain('Preparing your set-up');
  });

  it('asks an administrator whose session was opened without their factor to sign in again', () => {
    const html = render({ totp: true, recovery_codes_left: 10, session_proved: false, fresh: false });
    expect(html).not.toContain('The console<');
    expect(html).toContain('Sign in again');
  });
});
