import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { COMPANY_VERIFY_MSG, companyVerificationSchema, emailAtDomain } from '@mp/domain';
import { enqueueTx } from '../../adapters/jobs/outbox.js';
import type { Db, Tx } from '../../db/client.js';
import { companyVerifications, users } from '../../db/schema/index.js';
import type { Deps, RequestMeta } from '../../deps.js';
import { AppError } from '../../errors.js';
import { attempt, LIMITS } from '../../lib/limits.js';
import { hashSecret } from '../../lib/secrets.js';
import type { Viewer } from '../../viewer/viewer.js';
import { audit } from '../audit/service.js';
import { idempotentRequest, once } from '../idempotency/service.js';
import { isFreeMailDomain, websiteDomain } from './domain-of.js';
import { companyVerificationMailJob } from './mail.js';
import { assertMayVerifyCompany } from './policy.js';

/** Verified companies (decision 0066): asking for the link, following it, the status, and the console's revoke. */

export interface CompanyVerification {
  /** The website's registrable domain now (null: no website, or none that can verify). */
  domain: string | null;
  verified: { email: string; domain: string; at: Date } | null;
  /** The latest link still out, unexpired. */
  pending: { email: string; expires_at: Date } | null;
}

const live = (teamId: number) => and(eq(companyVerifications.team_id, teamId), isNotNull(companyVerifications.verified_at), isNull(companyVerifications.revoked_at));

/** A team's verification as its Company Information shows it (and the console's account page). Two statements. */
export async function verificationOf(db: Db | Tx, teamId: number): Promise<CompanyVerification> {
  const [[team], rows] = await Promise.all([
    db.select({ website: users.website }).from(users).where(eq(users.id, teamId)),
    db
      .select({ email: companyVerifications.email, domain: companyVerifications.domain, verified_at: companyVerifications.verified_at, expires_at: companyVerifications.expires_at })
      .from(companyVerifications)
      .where(and(eq(companyVerifications.team_id, teamId), isNull(companyVerifications.revoked_at)))
      .orderBy(desc(companyVerifications.created_at))
      .limit(5),
  ]);
  const domain = websiteDomain(team?.website);
  const standing = rows.find((r) => r.verified_at !== null);
  const out = rows.find((r) => r.verified_at === null && r.expires_at > new Date());
  return {
    domain: domain && !isFreeMailDomain(domain) ? domain : null,
    verified: standing ? { email: standing.email, domain: standing.domain, at: standing.verified_at! } : null,
    pending: standing || !out ? null : { email: out.email, expires_at: out.expires_at },
  };
}

/**
 * requestCompanyVerification: a team admin asks for a link to a work address at the website's registrable domain or a
 * subdomain of it (never a mailbox provider's). The limits (per team and per address) are counted before the work; the
 * mail is a job of the transaction, which a client key makes happen once (decision 0041).
 */
export async function requestVerification(deps: Deps, viewer: Viewer | null, input: unknown, idempotencyKey?: string | null): Promise<{ email: string; message: string }> {
  const teamId = assertMayVerifyCompany(viewer);
  const { email } = AppError.parse(companyVerificationSchema, input);
  const state = await verificationOf(deps.db, teamId);
  const field = (message: string) => new AppError('BAD_USER_INPUT', message, { email: message });
  if (state.verified) throw new AppError('BAD_USER_INPUT', COMPANY_VERIFY_MSG.alreadyVerified);
  const [team] = await deps.db.select({ website: users.website }).from(users).where(eq(users.id, teamId));
  const domain = websiteDomain(team?.website);
  if (!domain) throw field(COMPANY_VERIFY_MSG.noWebsite);
  if (isFreeMailDomain(domain)) throw field(COMPANY_VERIFY_MSG.freeMailWebsite);
  if (!emailAtDomain(email, domain)) throw field(COMPANY_VERIFY_MSG.wrongDomain(domain));
  await attempt(deps.db, `company-verify:team:${teamId}`, LIMITS.companyVerifyPerTeam);
  await attempt(deps.db, `company-verify:email:${email}`, LIMITS.companyVerifyPerEmail);
  const request = idempotentRequest(idempotencyKey, { scopeId: teamId, operation: 'company-verify', actorId: viewer!.user.id, body: { email } });
  await deps.db.transaction((tx) =>
    once(tx, request, async () => {
      await enqueueTx(tx, companyVerificationMailJob, { teamId, email, domain, requestedBy: viewer!.user.id });
      return { email };
    }),
  );
  deps.jobs.nudge();
  return { email, message: COMPANY_VERIFY_MSG.sent(email) };
}

/**
 * confirmCompanyVerification(token): the link, followed once within its hours, verifies its team. No sign-in: the
 * token proves the mailbox. Under the team's row lock, so two links followed at once verify it once; the team's other
 * links die with it. A link revoked by a website change, used, expired or unknown gets one answer.
 */
export async function confirmVerification(deps: Deps, token: unknown): Promise<{ domain: string; message: string }> {
  const invalid = () => new AppError('BAD_USER_INPUT', COMPANY_VERIFY_MSG.linkInvalid, { token: COMPANY_VERIFY_MSG.linkInvalid });
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw invalid();
  const hash = hashSecret(token);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: companyVerifications.id, team_id: companyVerifications.team_id }).from(companyVerifications).where(eq(companyVerifications.token_hash, hash));
    if (!row) throw invalid();
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${row.team_id} for update`);
    const [standing] = await tx.select({ domain: companyVerifications.domain }).from(companyVerifications).where(live(row.team_id));
    const [claimed] = await tx
      .update(companyVerifications)
      .set({ verified_at: sql`now()` })
      .where(and(eq(companyVerifications.id, row.id), isNull(companyVerifications.verified_at), isNull(companyVerifications.revoked_at), gt(companyVerifications.expires_at, sql`now()`), standing ? sql`false` : undefined))
      .returning({ domain: companyVerifications.domain });
    if (!claimed) throw invalid();
    await tx.delete(companyVerifications).where(and(eq(companyVerifications.team_id, row.team_id), isNull(companyVerifications.verified_at), ne(companyVerifications.id, row.id)));
    await audit(tx, { actorId: null, action: 'company.verify', targetType: 'user', targetId: row.team_id, details: { domain: claimed.domain } });
    return { domain: claimed.domain, message: COMPANY_VERIFY_MSG.verified(claimed.domain) };
  });
}

/** The console revokes a company's verification (audited in the transaction). False when it had none. */
export async function revokeVerification(deps: Deps, admin: Viewer, teamId: number, meta: RequestMeta): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const revoked = await tx
      .update(companyVerifications)
      .set({ revoked_at: sql`now()`, revoked_by: admin.user.id, revoke_reason: 'ADMIN' })
      .where(and(eq(companyVerifications.team_id, teamId), isNull(companyVerifications.revoked_at)))
      .returning({ id: companyVerifications.id, verified_at: companyVerifications.verified_at, domain: companyVerifications.domain });
    const was = revoked.find((r) => r.verified_at !== null);
    if (!was) return false;
    await audit(tx, { actorId: admin.user.id, action: 'company.verification_revoke', targetType: 'user', targetId: teamId, details: { domain: was.domain }, ip: meta.ip });
    return true;
  });
}
