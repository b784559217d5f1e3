/** Page-numbered lists as the spec's paginators answer them (Laravel's PaginatorInfo). */
export interface PaginatorInfo {
  /** Items on this page. */
  count: number;
  currentPage: number;
  hasMorePages: boolean;
  total: number;
}

export interface Paginated<T> {
  data: T[];
  paginatorInfo: PaginatorInfo;
}

export const MAX_PAGE_SIZE = 100;

/** Clamps what the client asked for: 1 to 100 per page, page 1 or later. */
export function pageWindow(first: number | null | undefined, page: number | null | undefined, fallback: number) {
  const limit = Math.min(Math.max(Math.trunc(first ?? fallback), 1), MAX_PAGE_SIZE);
  const current = Math.max(Math.trunc(page ?? 1), 1);
  return { limit, offset: (current - 1) * limit, page: current };
}

export function paginated<T>(data: T[], total: number, window: { limit: number; offset: number; page: number }): Paginated<T> {
  return {
    data,
    paginatorInfo: {
      count: data.length,
      currentPage: window.page,
      hasMorePages: window.offset + data.length < total,
      total,
    },
  };
}
