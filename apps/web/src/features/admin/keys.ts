/** TanStack Query keys of the console; every key starts with 'admin' so signing out or back clears them together. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (filters: object) => ['admin', 'users', filters] as const,
  usersAll: ['admin', 'users'] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  pendingCount: ['admin', 'pendingCount'] as const,
  content: (kind: string) => ['admin', 'content', kind] as const,
  reference: (kind: string, industry: string | null) => ['admin', 'reference', kind, industry] as const,
  referenceAll: ['admin', 'reference'] as const,
  settings: ['admin', 'settings'] as const,
  promoCodes: ['admin', 'promoCodes'] as const,
  outbox: (page: number) => ['admin', 'outbox', page] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
};
