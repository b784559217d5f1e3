import { sql, type SQL } from 'drizzle-orm';
import { opportunities as o } from '../../db/schema/index.js';

/**
 * The search facets of a post (decision 0039): `opportunities.facets`, kept by the triggers of migration 0010
 * (`opportunity_facets` there writes the same codes). Every filter is a test on that one array, so PostgreSQL
 * answers the words and all the filters together from the GIN index `opportunities_search_idx`. A facet is a filter
 * value the post matches (F-Q4, F-Q5): a BOTH post has tFREELANCE and tPERMANENT, a BOTH_TIME post hFULLTIME and
 * hPARTTIME, a hybrid post onsite, remote and hybrid; so each chosen value reads one list of the index.
 */
export const facet = {
  industry: (id: number) => `i${id}`,
  skill: (id: number) => `s${id}`,
  genre: (id: number) => `g${id}`,
  qualification: (id: number) => `q${id}`,
  service: (id: number) => `v${id}`,
  level: (id: number) => `l${id}`,
  type: (key: string) => `t${key}`,
  hours: (key: string) => `h${key}`,
  onSite: 'onsite',
  remote: 'remote',
  hybrid: 'hybrid',
  /**
   * A job's level, role type, working hours or location facet qualified by one of its disciplines: `i7.tPERMANENT`,
   * `i7.hFULLTIME`, `i7.l3`, `i7.onsite` (migration 0012). A discipline with those filters is then one short list of
   * the index per filter instead of a discipline's list intersected with lists that hold half of all posts.
   */
  qualified: (industryCode: string, code: string) => `${industryCode}.${code}`,
} as const;

const textArray = (codes: string[]) => sql`array[${sql.join(codes.map((c) => sql`${c}`), sql`, `)}]::text[]`;

/** The post has at least one of these facets (one filter: OR within it). Nothing matches an empty list. */
export const anyFacet = (codes: string[]): SQL => (codes.length ? sql`${o.facets} && ${textArray(codes)}` : sql`false`);
