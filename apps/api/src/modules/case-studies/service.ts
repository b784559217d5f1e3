import { and, asc, count, desc, eq } from 'drizzle-orm';
import { CASE_STUDY_LIMITS, CASE_STUDY_MSG, caseStudySchema, headlineOf, type CaseStudyValues } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  caseStudies, caseStudyMedia, genres, services, userGenres, users, userServices, type CaseStudyRow, type UserRow,
} from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { paginated, pageWindow, type Paginated } from '../../graphql/paging.js';
import type { Viewer } from '../../viewer/viewer.js';
import { audit } from '../audit/service.js';
import { idempotentRequest, once } from '../idempotency/service.js';
import { isItemHidden, notHidden } from '../../db/hidden-items.js';
import { sanitizeDescription } from '../opportunities/description.js';
import { checkImages, deleteFiles, forgetUploads, type ImageUse } from './files.js';
import { agencyNotFound, canSeeAgency, caseStudyNotFound, ownAgencyId, requireOwnAgency } from './policy.js';

/**
 * Case studies (decision 0051): an agency team's portfolio. Written by any person of the team; read by
 * the team, and by the company side and the agency group when the agency is listed. Images are the team's uploads;
 * those a change removes are forgotten in its transaction and their files deleted after the commit.
 */

type AgencyRow = Pick<
  UserRow,
  'id' | 'type' | 'status' | 'privacy' | 'email_verified_at' | 'deleted_at' | 'agency_name' | 'avatar' | 'bio' | 'website' |
  'agency_locations' | 'agency_phone'
>;

async function agencyRow(db: Db | Tx, id: number): Promise<AgencyRow | undefined> {
  const [row] = await db
    .select({
      id: users.id, type: users.type, status: users.status, privacy: users.privacy, email_verified_at: users.email_verified_at,
      deleted_at: users.deleted_at, agency_name: users.agency_name, avatar: users.avatar, bio: users.bio, website: users.website,
      agency_locations: users.agency_locations, agency_phone: users.agency_phone,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** The agency whose work the viewer asks for, or NOT_FOUND when they may not see it (or it is no agency). */
async function visibleAgency(deps: Deps, viewer: Viewer | null, id: number): Promise<AgencyRow> {
  if (!viewer) throw AppError.unauthenticated();
  const row = await agencyRow(deps.db, id);
  if (!row || !canSeeAgency(viewer, row)) throw agencyNotFound();
  // Hidden by moderation: found by its own team only.
  if (ownAgencyId(viewer) !== row.id && (await isItemHidden(deps.db, 'AGENCY_PROFILE', row.id))) throw agencyNotFound();
  return row;
}

/** A page of an agency's case studies, newest first; the viewer's own team's when `agencyId` is not given. */
export async function listCaseStudies(
  deps: Deps,
  viewer: Viewer | null,
  args: { agencyId?: number | null; first?: number | null; page?: number | null },
): Promise<Paginated<CaseStudyRow>> {
  const agencyId = args.agencyId ?? requireOwnAgency(viewer);
  if (args.agencyId != null) await visibleAgency(deps, viewer, agencyId);
  return pageOf(deps.db, agencyId, args.first, args.page, CASE_STUDY_LIMITS.listPage, ownAgencyId(viewer) === agencyId);
}

/** A page of one agency's case studies, its access already checked; those hidden by moderation only for its own team (`own`). */
export async function pageOf(db: Db, agencyId: number, first: number | null | undefined, page: number | null | undefined, fallback: number, own: boolean) {
  const window = pageWindow(first, page, fallback);
  const where = and(eq(caseStudies.agency_id, agencyId), own ? undefined : notHidden('CASE_STUDY', caseStudies.id));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(caseStudies)
      .where(where)
      .orderBy(desc(caseStudies.created_at), desc(caseStudies.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(caseStudies).where(where),
  ]);
  return paginated(rows, total?.n ?? 0, window);
}

/** One case study, for whoever may see its agency's work. */
export async function findCaseStudy(deps: Deps, viewer: Viewer | null, id: number): Promise<CaseStudyRow> {
  if (!viewer) throw AppError.unauthenticated();
  const [row] = await deps.db.select().from(caseStudies).where(eq(caseStudies.id, id)).limit(1);
  if (!row) throw caseStudyNotFound();
  const agency = await agencyRow(deps.db, row.agency_id);
  if (!agency || !canSeeAgency(viewer, agency)) throw caseStudyNotFound();
  if (ownAgencyId(viewer) !== agency.id) {
    const [study, profile] = await Promise.all([isItemHidden(deps.db, 'CASE_STUDY', id), isItemHidden(deps.db, 'AGENCY_PROFILE', agency.id)]);
    if (study || profile) throw caseStudyNotFound();
  }
  return row;
}

const fieldError = (field: string, message: string) => new AppError('BAD_USER_INPUT', message, { [field]: message });

/** The form's values as stored: the description sanitised, then checked by the form's rules (what is kept is what counts). */
function storedValues(input: Record<string, unknown>) {
  const raw = typeof input.description === 'string' ? input.description : undefined;
  // Longer than any editor sends: refused before the sanitiser parses it.
  if (raw !== undefined && raw.length > 20_000) throw fieldError('input.description', CASE_STUDY_MSG.descriptionTooLong);
  const v: CaseStudyValues = AppError.parse(caseStudySchema, { ...input, description: raw === undefined ? raw : sanitizeDescription(raw) });
  const description = v.description;
  const row = {
    title: v.title, description, headline: headlineOf(description), thumbnail: v.thumbnail, video_url: v.video_url,
    external_url: v.external_url,
  };
  const images: ImageUse[] = [
    ...(v.thumbnail ? [{ path: v.thumbnail, purpose: 'thumbnail' as const, field: 'input.thumbnail' }] : []),
    ...v.media.flatMap((m, i) => (m.kind === 'image' ? [{ path: m.image, purpose: 'case-study-media' as const, field: `input.media.${i}.image` }] : [])),
  ];
  return { values: v, row, images };
}

async function insertMedia(tx: Tx, caseStudyId: number, media: CaseStudyValues['media']): Promise<void> {
  if (media.length === 0) return;
  await tx.insert(caseStudyMedia).values(
    media.map((m, position) => ({ case_study_id: caseStudyId, position, kind: m.kind, image: m.image, url: m.url })),
  );
}

/** 'Create Case Study': once per idempotency key (decision 0041), for the viewer's agency team. */
export async function createCaseStudy(deps: Deps, viewer: Viewer | null, input: Record<string, unknown>, key?: string | null): Promise<CaseStudyRow> {
  const agencyId = requireOwnAgency(viewer);
  const { values, row, images } = storedValues(input);
  const request = idempotentRequest(key, { scopeId: agencyId, operation: 'createCaseStudy', actorId: viewer!.user.id, body: values });
  const { answer } = await deps.db.transaction((tx) =>
    once(tx, request, async () => {
      await checkImages(tx, agencyId, null, images, new Set());
      const [created] = await tx
        .insert(caseStudies)
        .values({ ...row, agency_id: agencyId, created_by: viewer!.user.id })
        .returning({ id: caseStudies.id });
      await insertMedia(tx, created!.id, values.media);
      await audit(tx, { actorId: viewer!.user.id, action: 'case_study.create', targetType: 'user', targetId: agencyId, details: { caseStudyId: created!.id } });
      return { id: created!.id };
    }),
  );
  const [stored] = await deps.db.select().from(caseStudies).where(eq(caseStudies.id, answer.id));
  if (!stored) throw caseStudyNotFound();
  return stored;
}

/** The case study of the viewer's own team, locked for a change; NOT_FOUND for any other. */
async function lockOwn(tx: Tx, viewer: Viewer | null, id: number) {
  const agencyId = requireOwnAgency(viewer);
  const [row] = await tx
    .select()
    .from(caseStudies)
    .where(and(eq(caseStudies.id, id), eq(caseStudies.agency_id, agencyId)))
    .for('update');
  if (!row) throw caseStudyNotFound();
  const media = await tx.select().from(caseStudyMedia).where(eq(caseStudyMedia.case_study_id, id)).orderBy(asc(caseStudyMedia.position));
  const held = [row.thumbnail, ...media.map((m) => m.image)].filter((p): p is string => p !== null);
  return { agencyId, row, held };
}

/** 'Edit Case Study': the whole form again; the media list replaces the old one. */
export async function updateCaseStudy(deps: Deps, viewer: Viewer | null, id: number, input: Record<string, unknown>): Promise<CaseStudyRow> {
  const { values, row, images } = storedValues(input);
  const { updated, removed } = await deps.db.transaction(async (tx) => {
    const { agencyId, held } = await lockOwn(tx, viewer, id);
    await checkImages(tx, agencyId, id, images, new Set(held));
    const kept = new Set(images.map((i) => i.path));
    const removed = held.filter((p) => !kept.has(p));
    const [updated] = await tx.update(caseStudies).set({ ...row, updated_at: new Date() }).where(eq(caseStudies.id, id)).returning();
    await tx.delete(caseStudyMedia).where(eq(caseStudyMedia.case_study_id, id));
    await insertMedia(tx, id, values.media);
    await forgetUploads(tx, removed);
    await audit(tx, { actorId: viewer!.user.id, action: 'case_study.update', targetType: 'user', targetId: agencyId, details: { caseStudyId: id } });
    return { updated: updated!, removed };
  });
  await deleteFiles(deps, removed);
  return updated;
}

/** 'Delete Case Study': the row, its media, and then its files. */
export async function deleteCaseStudy(deps: Deps, viewer: Viewer | null, id: number): Promise<boolean> {
  const removed = await deps.db.transaction(async (tx) => {
    const { agencyId, held } = await lockOwn(tx, viewer, id);
    await tx.delete(caseStudies).where(eq(caseStudies.id, id));
    await forgetUploads(tx, held);
    await audit(tx, { actorId: viewer!.user.id, action: 'case_study.delete', targetType: 'user', targetId: agencyId, details: { caseStudyId: id } });
    return held;
  });
  await deleteFiles(deps, removed);
  return true;
}

export interface Choice {
  id: number;
  name: string;
}

export interface AgencyProfileRecord extends AgencyRow {
  services: Choice[];
  genres: Choice[];
  own: boolean;
}

/** agency-profile/{id} and the agency's own profile: the agency's card, services and category experience. */
export async function findAgencyProfile(deps: Deps, viewer: Viewer | null, id: number | null): Promise<AgencyProfileRecord> {
  const agencyId = id ?? requireOwnAgency(viewer);
  const agency = await visibleAgency(deps, viewer, agencyId);
  const [offered, experience] = await Promise.all([
    deps.db
      .select({ id: services.id, name: services.name })
      .from(userServices)
      .innerJoin(services, eq(services.id, userServices.service_id))
      .where(eq(userServices.user_id, agencyId))
      .orderBy(asc(services.sort_order), asc(services.name)),
    deps.db
      .select({ id: genres.id, name: genres.name })
      .from(userGenres)
      .innerJoin(genres, eq(genres.id, userGenres.genre_id))
      .where(eq(userGenres.user_id, agencyId))
      .orderBy(asc(genres.sort_order), asc(genres.name)),
  ]);
  return { ...agency, services: offered, genres: experience, own: ownAgencyId(viewer) === agencyId };
}
