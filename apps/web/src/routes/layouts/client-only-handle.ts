/** The `handle` of the layouts whose pages are client routes (client-only.ts): the root reads it (root.tsx). */
export const CLIENT_ONLY_HANDLE = { clientOnly: true } as const;

export const isClientOnly = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && (handle as { clientOnly?: unknown }).clientOnly === true;
