import type { ObjectRef } from '@pothos/core';
import { builder, PUBLIC } from './builder.js';
import type { Paginated, PaginatorInfo } from './paging.js';

export const PaginatorInfoRef = builder.objectRef<PaginatorInfo>('PaginatorInfo').implement({
  authScopes: PUBLIC,
  description: 'Where a page sits in a page-numbered list.',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Items on this page.' }),
    currentPage: t.exposeInt('currentPage'),
    hasMorePages: t.exposeBoolean('hasMorePages'),
    total: t.exposeInt('total'),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** `{Name}` with `data: [Item!]!` and `paginatorInfo`, as the spec's list queries answer. */
export function paginatorType<T>(name: string, item: ObjectRef<Types, T>) {
  // A page is as visible as its items, which declare their own audience.
  return builder.objectRef<Paginated<T>>(name).implement({
    authScopes: PUBLIC,
    fields: (t) => ({
      data: t.field({ type: [item], resolve: (p) => p.data }),
      paginatorInfo: t.field({ type: PaginatorInfoRef, resolve: (p) => p.paginatorInfo }),
    }),
  });
}
