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
  /** A team's balance and ledger (accounts/useTeamCredits), refreshed when a refund takes posts back. */
  creditsAll: ['admin', 'credits'] as const,
  purchases: (filters: object) => ['admin', 'purchases', filters] as const,
  purchasesAll: ['admin', 'purchases'] as const,
  invoices: (page: number) => ['admin', 'invoices', page] as const,
  invoicesAll: ['admin', 'invoices'] as const,
  subscriptions: (page: number) => ['admin', 'subscriptions', page] as const,
  creditRequests: (status: string) => ['admin', 'creditRequests', status] as const,
  creditRequestsAll: ['admin', 'creditRequests'] as const,
};
