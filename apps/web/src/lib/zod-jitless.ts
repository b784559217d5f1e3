// Every `import … from 'zod'` of the web build resolves here (the `zod-jitless` plugin in vite.config.ts),
// so this runs before any module that makes a schema, and only when one is loaded: the first pages load
// zod on the first focus of a field (decision 0021), not with the entry.
//
// Zod compiles object schemas with `new Function` when it may; our CSP forbids eval (app.ts), so its probe
// shows as a CSP violation in the browser (Lighthouse best practices). Without the probe, zod validates the
// same way, without compiling.
import { config } from 'zod';

config({ jitless: true });

export * from 'zod';
export { z, z as default } from 'zod';
