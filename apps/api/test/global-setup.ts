import type { TestProject } from 'vitest/node';
import { buildTemplates, type DbTemplates } from './templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

/** Vitest's global setup: the migrated (and seeded) databases each test file starts as a copy of. */
export default async function setup(project: TestProject) {
  const { templates, remove } = await buildTemplates();
  project.provide('dbTemplates', templates);
  return remove;
}
