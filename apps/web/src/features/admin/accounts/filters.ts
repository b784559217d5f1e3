import type { UserStatus, UserType } from '@mp/domain';

/** The accounts list's filters, kept in the URL so Back returns to the same list. */
export interface AccountFilters {
  search: string;
  type: UserType | '';
  status: UserStatus | '';
  createdFrom: string;
  createdTo: string;
  /** Companies verified now ('yes') or not ('no'). */
  verified: 'yes' | 'no' | '';
  page: number;
}

const TYPES: readonly string[] = ['ADMIN', 'AGENCY', 'COMPANY', 'FREELANCER', 'GUEST'];
const STATUSES: readonly string[] = ['ACTIVE', 'INACTIVE'];
const VERIFIED: readonly string[] = ['yes', 'no'];
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export function readFilters(params: URLSearchParams): AccountFilters {
  const pick = (key: string, allowed: readonly string[]) => {
    const value = params.get(key) ?? '';
    return allowed.includes(value) ? value : '';
  };
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY_RE.test(value) ? value : '';
  };
  return {
    search: params.get('search') ?? '',
    type: pick('type', TYPES) as AccountFilters['type'],
    status: pick('status', STATUSES) as AccountFilters['status'],
    createdFrom: day('from'),
    createdTo: day('to'),
    verified: pick('verified', VERIFIED) as AccountFilters['verified'],
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

export function writeFilters(filters: AccountFilters): URLSearchParams {
  const entries: [string, string][] = [
    ['search', filters.search.trim()],
    ['type', filters.type],
    ['status', filters.status],
    ['from', filters.createdFrom],
    ['to', filters.createdTo],
    ['verified', filters.verified],
    ['page', filters.page > 1 ? String(filters.page) : ''],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/** The query's variables, empty filters left out. */
export function filterVariables(filters: AccountFilters, pageSize: number) {
  return {
    search: filters.search.trim() || undefined,
    type: filters.type || undefined,
    status: filters.status || undefined,
    createdFrom: filters.createdFrom || undefined,
    createdTo: filters.createdTo || undefined,
    verified: filters.verified ? filters.verified === 'yes' : undefined,
    first: pageSize,
    page: filters.page,
  };
}
