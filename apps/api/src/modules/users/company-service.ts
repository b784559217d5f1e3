import { eq } from 'drizzle-orm';
import {
  COMPANY_MSG,
  companyOnboardingSchema,
  companyProfileSchema,
  companyTeamProfileSchema,
  MSG,
  UPLOAD_MSG,
  type ProfileForm,
} from '@mp/domain';
import { ZodError, type z } from 'zod';
import type { Db } from '../../db/client.js';
import { uploads, users, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../../viewer/viewer.js';
import { canEditTeamProfile, canUseProfileForm, canViewCompanyProfile } from './company-policy.js';
import { withStoredPhone } from '../../lib/phones.js';

/** The rules each named form applies on the server: the very schema its page validates with. */
const FORM_RULES = {
  COMPANY_ONBOARDING: companyOnboardingSchema,
  COMPANY_PROFILE: companyProfileSchema,
} as const satisfies Record<ProfileForm, z.ZodType>;

/** The form's rules, if the viewer may submit that form (FORBIDDEN otherwise). */
export function profileFormRules(viewer: Viewer, form: ProfileForm): z.ZodType<Record<string, unknown>> {
  if (!canUseProfileForm(viewer, form)) throw AppError.forbidden();
  return FORM_RULES[form];
}

/** A logo must be one of our uploads (its address passed the rule; the upload must also exist). */
export async function assertRecordedLogo(db: Db, avatar: unknown, current: string | null): Promise<void> {
  if (typeof avatar !== 'string' || avatar === current) return;
  const key = avatar.slice('/uploads/'.length);
  const [row] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.key, key)).limit(1);
  if (!row) throw new AppError('BAD_USER_INPUT', UPLOAD_MSG.invalidImage, { 'input.avatar': UPLOAD_MSG.invalidImage });
}

const teamNotFound = () => new AppError('NOT_FOUND', MSG.teamNotFound);

/** updateTeam: a team admin edits the active company team's account (not its sign-in email). */
export async function updateTeamProfile(db: Db, viewer: Viewer, teamId: number, input: Record<string, unknown>): Promise<UserRow> {
  if (!canEditTeamProfile(viewer, teamId)) throw teamNotFound();
  let values: z.output<typeof companyTeamProfileSchema>;
  try {
    values = companyTeamProfileSchema.parse(input);
  } catch (err) {
    if (err instanceof ZodError) throw AppError.fromZod(err);
    throw err;
  }
  const [team] = await db.select({ avatar: users.avatar, country: users.country }).from(users).where(eq(users.id, teamId)).limit(1);
  if (!team) throw teamNotFound();
  await assertRecordedLogo(db, values.avatar, team.avatar);
  const stored = withStoredPhone(values, team.country);
  const [row] = await db.update(users).set({ ...stored, updated_at: new Date() }).where(eq(users.id, teamId)).returning();
  return row!;
}

/** What company-profile/{id} shows: the public fields of an approved company, and nothing else. */
export interface CompanyProfileRow {
  id: number;
  company: string | null;
  avatar: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  bio: string | null;
  description: string | null;
}

export async function findCompanyProfile(db: Db, viewer: Viewer, id: number): Promise<CompanyProfileRow> {
  const [row] = await db
    .select({
      id: users.id, type: users.type, status: users.status, company: users.company, avatar: users.avatar,
      city: users.city, state: users.state, country: users.country, bio: users.bio, description: users.description,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row || !canViewCompanyProfile(viewer, row)) throw new AppError('NOT_FOUND', COMPANY_MSG.notFound);
  const { type: _type, status: _status, ...profile } = row;
  return profile;
}
