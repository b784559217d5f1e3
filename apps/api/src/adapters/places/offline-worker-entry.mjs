// The offline place index's thread starts here: a worker thread has neither the tsx loader the API runs with
// nor Vitest's transform, so it registers tsx before loading the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./offline-worker.ts');
