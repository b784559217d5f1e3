import { asc, eq, inArray } from 'drizzle-orm';
import {
  AGENCY_MSG, agencyAccountSchema, agencyOnboardingSchema, agencyProfileSchema, type AgencyAccountInput,
  type AgencyOnboardingInput, type AgencyProfileInput,
} from '@mp/domain';
import { phoneToStore } from '@mp/domain/phone';
import type { Db, Tx } from '../../db/client.js';
import { genres, services, userGenres, users, userServices, type UserRow } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { lockTeam } from '../teams/policy.js';
import { assertRecordedLogo } from '../users/company-service.js';
import { storedBio } from './bio.js';
import { editableAgencyId } from './policy.js';

/**
 * The agency's profile and account (decision 0050): completeAgencyProfile (register/complete-profile),
 * updateAgencyProfile (edit-profile) and updateAgencyAccount (edit-account-information). Each writes the viewer's
 * active agency team account, checked by the form's own rules, in one transaction under the team's lock.
 */

export interface Choice {
  id: number;
  name: string;
}

/** Phones as the users.agency_phone column keeps them (the spec's `{attributes:{phone}}`), each in E.164. */
export function storedPhones(phones: string[], country: string | null): { attributes: { phone: string } }[] {
  return phones.map((p) => ({ attributes: { phone: phoneToStore(p, country) } }));
}

/** The phones of an account, as stored (E.164 with its +). */
export const phonesOf = (row: Pick<UserRow, 'agency_phone'>): string[] =>
  (row.agency_phone ?? []).map((p) => p?.attributes?.phone).filter((p): p is string => typeof p === 'string' && p !== '');

/** Every id names an existing row of the list; otherwise the field says so (nothing is written). */
async function assertExisting(db: Db | Tx, v: { services: number[]; genres: number[] }): Promise<void> {
  const [foundServices, foundGenres] = await Promise.all([
    db.select({ id: services.id }).from(services).where(inArray(services.id, v.services)),
    db.select({ id: genres.id }).from(genres).where(inArray(genres.id, v.genres)),
  ]);
  if (foundServices.length !== v.services.length) throw new AppError('BAD_USER_INPUT', AGENCY_MSG.services, { 'input.services': AGENCY_MSG.services });
  if (foundGenres.length !== v.genres.length) throw new AppError('BAD_USER_INPUT', AGENCY_MSG.genres, { 'input.genres': AGENCY_MSG.genres });
}

/** Replaces the account's services and category experience (the spec's attach mutations, synced). */
async function syncChoices(tx: Tx, userId: number, v: { services: number[]; genres: number[] }): Promise<void> {
  await tx.delete(userServices).where(eq(userServices.user_id, userId));
  await tx.delete(userGenres).where(eq(userGenres.user_id, userId));
  if (v.services.length) await tx.insert(userServices).values(v.services.map((service_id) => ({ user_id: userId, service_id })));
  if (v.genres.length) await tx.insert(userGenres).values(v.genres.map((genre_id) => ({ user_id: userId, genre_id })));
}

async function teamRow(db: Db | Tx, teamId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, teamId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Agency not found');
  return row;
}

type ProfileValues = AgencyOnboardingInput | AgencyProfileInput;

async function saveProfile(deps: Deps, viewer: Viewer | null, v: ProfileValues, bio: 'plain' | 'rich'): Promise<UserRow> {
  const teamId = editableAgencyId(viewer);
  const bioHtml = storedBio(v.bio, bio);
  await assertExisting(deps.db, v);
  return deps.db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const team = await teamRow(tx, teamId);
    await assertRecordedLogo(tx as unknown as Db, v.avatar, team.avatar);
    await syncChoices(tx, teamId, v);
    const [row] = await tx
      .update(users)
      .set({
        avatar: v.avatar,
        agency_name: v.agency_name,
        bio: bioHtml,
        agency_locations: v.agency_locations,
        agency_phone: storedPhones(v.agency_phones, team.country),
        ...('website' in v ? { website: v.website } : {}),
        updated_at: new Date(),
      })
      .where(eq(users.id, teamId))
      .returning();
    return row!;
  });
}

/** register/complete-profile: the onboarding's whole form (its bio a plain textarea). */
export function completeAgencyProfile(deps: Deps, viewer: Viewer | null, input: unknown): Promise<UserRow> {
  editableAgencyId(viewer);
  return saveProfile(deps, viewer, AppError.parse(agencyOnboardingSchema, input), 'plain');
}

/** edit-profile: the profile's whole form (about us in rich text, sanitised). Without services or categories, nothing is saved. */
export function updateAgencyProfile(deps: Deps, viewer: Viewer | null, input: unknown): Promise<UserRow> {
  editableAgencyId(viewer);
  return saveProfile(deps, viewer, AppError.parse(agencyProfileSchema, input), 'rich');
}

/** edit-account-information: the team account's about us, name, address, phones and logo (not the sign-in email). */
export async function updateAgencyAccount(deps: Deps, viewer: Viewer | null, input: unknown): Promise<UserRow> {
  const teamId = editableAgencyId(viewer);
  const v: AgencyAccountInput = AppError.parse(agencyAccountSchema, input);
  const bio = storedBio(v.bio, 'rich');
  return deps.db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const team = await teamRow(tx, teamId);
    await assertRecordedLogo(tx as unknown as Db, v.avatar, team.avatar);
    const { agency_phones, ...fields } = v;
    const [row] = await tx
      .update(users)
      .set({ ...fields, bio, agency_phone: storedPhones(agency_phones, v.country), updated_at: new Date() })
      .where(eq(users.id, teamId))
      .returning();
    return row!;
  });
}

/** The agency team account an admin edits, for the forms and account-information. */
export async function agencyAccountOf(db: Db, viewer: Viewer | null): Promise<UserRow> {
  return teamRow(db, editableAgencyId(viewer));
}

/** The services of many accounts in one query (User.services, AgencyAccount.services), in the list's order. */
export async function servicesOfUsers(db: Db, ids: readonly number[]): Promise<Choice[][]> {
  const rows = await db
    .select({ user_id: userServices.user_id, id: services.id, name: services.name })
    .from(userServices)
    .innerJoin(services, eq(services.id, userServices.service_id))
    .where(inArray(userServices.user_id, [...ids]))
    .orderBy(asc(services.sort_order), asc(services.name));
  const by = new Map<number, Choice[]>(ids.map((id) => [id, []]));
  for (const { user_id, ...choice } of rows) by.get(user_id)?.push(choice);
  return ids.map((id) => by.get(id) ?? []);
}
