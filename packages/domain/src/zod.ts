import { config, z } from 'zod';

// Zod compiles object schemas with `new Function` when it may, and probes for it as the first schema is made; the
// web's CSP forbids eval, so the probe would show as a CSP violation in the browser. Jitless, zod validates the same
// way without compiling. Every schema imports zod from here (ESLint holds it), so this runs before the first is made.
config({ jitless: true });

export { z };
