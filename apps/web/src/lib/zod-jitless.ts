import { config } from 'zod';

// Zod compiles object schemas with `new Function` when it may; our CSP forbids eval (app.ts), so its probe
// shows as a CSP violation in the browser (Lighthouse best practices). Imported first by main.tsx, before any
// schema of @mp/domain is made: without the probe, zod validates the same way, without compiling.
config({ jitless: true });
