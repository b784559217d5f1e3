import { desc, eq, ilike, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  CONTENT_MSG,
  CONTENT_PAGE_SIZES,
  articleInputSchema,
  dealInputSchema,
  isSitePageSlug,
  landingPageInputSchema,
} from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import { articles, deals, landingPages } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { parseId } from '../../graphql/ids.js';
import { audit } from '../audit/service.js';
import { pageWindow, type Paginated } from '../../graphql/paging.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Actor } from '../audit/actor.js';
import { landingPageOrder, pageOf } from './service.js';
import { sanitizeRichText } from './sanitize.js';

type ContentTable = typeof articles | typeof deals | typeof landingPages;

/** What differs between articles, deals and landing pages; the rules of saving are the same. */
interface ContentKind<T extends ContentTable, S extends z.ZodType<{ slug: string; content: string; published: boolean }>> {
  /** The audit log's target type and the prefix of its actions. */
  name: 'article' | 'deal' | 'landing_page';
  table: T;
  input: S;
  notFound: string;
  /** Searched by adminArticles / adminDeals. */
  label: PgColumn;
}

export const ARTICLE = { name: 'article', table: articles, input: articleInputSchema, notFound: CONTENT_MSG.articleNotFound, label: articles.title } as const;
export const DEAL = { name: 'deal', table: deals, input: dealInputSchema, notFound: CONTENT_MSG.dealNotFound, label: deals.title } as const;
export const LANDING_PAGE = { name: 'landing_page', table: landingPages, input: landingPageInputSchema, notFound: CONTENT_MSG.landingPageNotFound, label: landingPages.name } as const;

type AnyKind = ContentKind<ContentTable, z.ZodType<{ slug: string; content: string; published: boolean }>>;
type Row<K extends AnyKind> = K['table']['$inferSelect'];

function parseInput<K extends AnyKind>(kind: K, raw: unknown) {
  const parsed = kind.input.safeParse(raw);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  const { published, content, ...rest } = parsed.data;
  return { published, values: { ...rest, content: sanitizeRichText(content) } };
}


/** Runs a change in a transaction; the slug's unique index turns a duplicate into a field error. */
async function saving<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('BAD_USER_INPUT', CONTENT_MSG.slugTaken, { 'input.slug': CONTENT_MSG.slugTaken });
    throw err;
  }
}

/**
 * The footer links the site pages by slug (decision 0020): one may be edited or unpublished, not deleted
 * or moved to another slug. `nextSlug` is undefined for a deletion.
 */
async function keepSitePage(tx: Tx, kind: AnyKind, id: number, nextSlug?: string) {
  if (kind.name !== 'landing_page') return;
  const [row] = await tx.select({ slug: landingPages.slug }).from(landingPages).where(eq(landingPages.id, id)).for('update');
  if (row && isSitePageSlug(row.slug) && row.slug !== nextSlug) {
    throw new AppError('BAD_USER_INPUT', CONTENT_MSG.sitePageKept, nextSlug === undefined ? {} : { 'input.slug': CONTENT_MSG.sitePageKept });
  }
}

const details = (row: { slug: string; published_at: Date | null }) => ({ slug: row.slug, published: row.published_at !== null });

export function createContent<K extends AnyKind>(db: Db, actor: Actor, kind: K, raw: unknown): Promise<Row<K>> {
  const { published, values } = parseInput(kind, raw);
  return saving(db, async (tx) => {
    const [row] = (await tx
      .insert(kind.table as ContentTable)
      .values({ ...values, published_at: published ? new Date() : null } as never)
      .returning()) as Row<K>[];
    await audit(tx, { actorId: actor.id, action: `${kind.name}.create`, targetType: kind.name, targetId: row!.id, details: details(row!), ip: actor.ip });
    return row!;
  });
}

/** Replaces the editable fields; publishing keeps the first publication date, unpublishing clears it. */
export function updateContent<K extends AnyKind>(db: Db, actor: Actor, kind: K, id: string | number, raw: unknown): Promise<Row<K>> {
  const targetId = parseId(id);
  const { published, values } = parseInput(kind, raw);
  const table = kind.table as ContentTable;
  return saving(db, async (tx) => {
    await keepSitePage(tx, kind, targetId, values.slug);
    const [row] = (await tx
      .update(table)
      .set({
        ...values,
        published_at: published ? sql`coalesce(${table.published_at}, now())` : null,
        updated_at: new Date(),
      } as never)
      .where(eq(table.id, targetId))
      .returning()) as Row<K>[];
    if (!row) throw new AppError('NOT_FOUND', kind.notFound);
    await audit(tx, { actorId: actor.id, action: `${kind.name}.update`, targetType: kind.name, targetId, details: details(row), ip: actor.ip });
    return row;
  });
}

export function deleteContent(db: Db, actor: Actor, kind: AnyKind, id: string | number): Promise<boolean> {
  const targetId = parseId(id);
  const table = kind.table as ContentTable;
  return saving(db, async (tx) => {
    await keepSitePage(tx, kind, targetId);
    const [row] = await tx.delete(table).where(eq(table.id, targetId)).returning({ slug: table.slug, published_at: table.published_at });
    if (!row) throw new AppError('NOT_FOUND', kind.notFound);
    await audit(tx, { actorId: actor.id, action: `${kind.name}.delete`, targetType: kind.name, targetId, details: details(row), ip: actor.ip });
    return true;
  });
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Drafts included, newest first; `search` matches the title anywhere, ignoring case. */
export function adminList<K extends typeof ARTICLE | typeof DEAL>(db: Db, kind: K, q: { search?: string | null; first?: number | null; page?: number | null }) {
  const search = q.search?.trim();
  const table = kind.table as typeof articles | typeof deals;
  return pageOf(
    db,
    kind.table,
    search ? ilike(kind.label, `%${escapeLike(search)}%`) : undefined,
    [desc(table.created_at), desc(table.id)],
    pageWindow(q.first, q.page, CONTENT_PAGE_SIZES.admin),
  ) as Promise<Paginated<Row<K>>>;
}

export function adminLandingPages(db: Db) {
  return db.select().from(landingPages).orderBy(...landingPageOrder);
}
