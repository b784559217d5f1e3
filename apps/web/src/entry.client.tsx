import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { config } from 'zod';
import { startErrorReporting } from './lib/error-reporting';

// Zod would probe `new Function` to compile its checks; the CSP forbids eval, and the probe shows as a violation.
config({ jitless: true });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
void startErrorReporting();
