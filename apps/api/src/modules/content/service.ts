import { and, asc, count, desc, eq, inArray, isNotNull, notInArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  ARTICLE_ORDER_COLUMNS,
  CONTENT_PAGE_SIZES,
  readableAvailabilities,
  type ArticleAvailability,
  type ArticleType,
  type UserType,
} from '@mp/domain';
import type { Db } from '../../db/client.js';
import { articles, deals, landingPages } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { paginated, pageWindow, type Paginated } from '../../graphql/paging.js';

export type ArticleRow = typeof articles.$inferSelect;
export type DealRow = typeof deals.$inferSelect;
export type LandingPageRow = typeof landingPages.$inferSelect;

type Window = ReturnType<typeof pageWindow>;

/** One page of a table and the count of all matching rows. */
export async function pageOf<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  window: Window,
): Promise<Paginated<T['$inferSelect']>> {
  const [rows, [total]] = await Promise.all([
    db.select().from(table as PgTable).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(table as PgTable).where(where),
  ]);
  return paginated(rows as T['$inferSelect'][], total?.n ?? 0, window);
}

export interface ArticleQuery {
  availability?: ArticleAvailability[] | null;
  type?: ArticleType[] | null;
  excludeSlugs?: string[] | null;
  orderBy?: { column: string; order: 'ASC' | 'DESC' }[] | null;
  first?: number | null;
  page?: number | null;
}

const ORDER_COLUMNS: Record<(typeof ARTICLE_ORDER_COLUMNS)[number], PgColumn> = {
  created_at: articles.created_at,
  published_at: articles.published_at,
  title: articles.title,
};

function articleOrder(orderBy: ArticleQuery['orderBy']): SQL[] {
  const clauses = (orderBy ?? []).map(({ column, order }) => {
    const col = ORDER_COLUMNS[column.toLowerCase() as keyof typeof ORDER_COLUMNS];
    if (!col) {
      const message = `Articles can be ordered by ${ARTICLE_ORDER_COLUMNS.join(', ')}`;
      throw new AppError('BAD_USER_INPUT', message, { orderBy: message });
    }
    return order === 'ASC' ? asc(col) : desc(col);
  });
  // Newest first unless asked otherwise; the id keeps pages stable when timestamps tie.
  return [...(clauses.length ? clauses : [desc(articles.created_at)]), desc(articles.id)];
}

/** Published articles the reader may see; a requested availability they may not read is dropped. */
export async function listArticles(db: Db, reader: UserType | null, q: ArticleQuery): Promise<Paginated<ArticleRow>> {
  const window = pageWindow(q.first, q.page, CONTENT_PAGE_SIZES.articles);
  const readable = readableAvailabilities(reader);
  const wanted = q.availability?.length ? readable.filter((a) => q.availability!.includes(a)) : readable;
  if (wanted.length === 0) return paginated([], 0, window);
  const where = and(
    isNotNull(articles.published_at),
    inArray(articles.availability, wanted),
    q.type?.length ? inArray(articles.type, q.type) : undefined,
    q.excludeSlugs?.length ? notInArray(articles.slug, q.excludeSlugs.slice(0, 200)) : undefined,
  );
  return pageOf(db, articles, where, articleOrder(q.orderBy), window);
}

/** One published article by slug, or null when there is none the reader may see. */
export async function findArticle(db: Db, reader: UserType | null, slug: string): Promise<ArticleRow | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.slug, slug),
        isNotNull(articles.published_at),
        inArray(articles.availability, readableAvailabilities(reader)),
      ),
    );
  return row ?? null;
}

const newestDeals = [desc(deals.created_at), desc(deals.id)];

export function listDeals(db: Db, first?: number | null, page?: number | null): Promise<Paginated<DealRow>> {
  return pageOf(db, deals, isNotNull(deals.published_at), newestDeals, pageWindow(first, page, CONTENT_PAGE_SIZES.deals));
}

export function allDeals(db: Db): Promise<DealRow[]> {
  return db.select().from(deals).where(isNotNull(deals.published_at)).orderBy(...newestDeals);
}

export async function findDeal(db: Db, id: number): Promise<DealRow | null> {
  const [row] = await db.select().from(deals).where(and(eq(deals.id, id), isNotNull(deals.published_at)));
  return row ?? null;
}

export const landingPageOrder = [asc(landingPages.sort_order), asc(landingPages.name), asc(landingPages.id)];

export function listLandingPages(db: Db, displayInFooter?: boolean | null): Promise<LandingPageRow[]> {
  return db
    .select()
    .from(landingPages)
    .where(
      and(
        isNotNull(landingPages.published_at),
        displayInFooter == null ? undefined : eq(landingPages.display_in_footer, displayInFooter),
      ),
    )
    .orderBy(...landingPageOrder);
}

/** One published landing page (a marketing page or a site page, decision 0020) by slug, or null. */
export async function findLandingPage(db: Db, slug: string): Promise<LandingPageRow | null> {
  const [row] = await db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.slug, slug), isNotNull(landingPages.published_at)));
  return row ?? null;
}
