import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { GROUP_ALIASES, groupOfUser } from '@mp/domain';
import type * as OpenId from 'openid-client';
import { users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { createGoogleTicket } from './google-ticket.js';
import { issueToken } from '../../viewer/sessions.js';
import { hasSecondFactor } from '../../viewer/second-factor.js';
import { newPendingSignIn } from '../second-factor/sign-in.js';

const COOKIE = 'mp_google';

/** Sign-up and sign-in with Google through OpenID Connect; the routes exist only when configured. */
export function registerGoogleRoutes(app: FastifyInstance, deps: Deps) {
  const { config } = deps;
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET || !config.APP_SECRET) return;
  const secret = config.APP_SECRET;
  const redirectUri = `${config.appUrl}/redirect/google/callback`;
  let discovered: Promise<{ client: typeof OpenId; config: OpenId.Configuration }> | undefined;
  // Discovery happens on first use, so a start without network still works.
  const oidc = () =>
    (discovered ??= import('openid-client').then(async (client) => ({
      client,
      config: await client.discovery(new URL('https://accounts.google.com'), config.GOOGLE_CLIENT_ID!, config.GOOGLE_CLIENT_SECRET!),
    })));

  const seal = (data: object) => {
    const body = Buffer.from(JSON.stringify(data)).toString('base64url');
    return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
  };
  const unseal = <T>(value: string | undefined): T | null => {
    const [body, sig] = (value ?? '').split('.');
    if (!body || !sig) return null;
    const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('base64url'));
    if (expected.length !== sig.length || !timingSafeEqual(expected, Buffer.from(sig))) return null;
    return JSON.parse(Buffer.from(body, 'base64url').toString()) as T;
  };

  app.get<{ Querystring: { type?: string } }>('/redirect/google', async (req, reply) => {
    const group = GROUP_ALIASES[String(req.query.type ?? 'freelancer').toLowerCase()] ?? 'freelancer';
    const { client, config: oc } = await oidc();
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(oc, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    reply.setCookie(COOKIE, seal({ verifier, state, nonce, group }), {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.appUrl.startsWith('https://'),
      path: '/redirect/google',
      maxAge: 600,
    });
    return reply.redirect(url.href);
  });

  app.get('/redirect/google/callback', async (req, reply) => {
    const saved = unseal<{ verifier: string; state: string; nonce: string; group: string }>(req.cookies[COOKIE]);
    reply.clearCookie(COOKIE, { path: '/redirect/google' });
    if (!saved) return reply.redirect(`/freelancer/login`);
    const { client, config: oc } = await oidc();
    let claims: OpenId.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(oc, new URL(req.url, config.appUrl), {
        pkceCodeVerifier: saved.verifier,
        expectedState: saved.state,
        expectedNonce: saved.nonce,
      });
      claims = tokens.claims();
    } catch (err) {
      deps.log.warn({ err }, 'google sign-in failed');
    }
    const email = typeof claims?.email === 'string' ? claims.email.toLowerCase() : undefined;
    if (!claims || !email || claims.email_verified === false) return reply.redirect(`/${saved.group}/login`);

    // Known account: sign in through the token landing page.
    const [existing] = await deps.db
      .select()
      .from(users)
      .where(sql`${users.google_id} = ${claims.sub} or lower(${users.email}) = ${email}`)
      .limit(1);
    if (existing) {
      if (!existing.google_id) await deps.db.update(users).set({ google_id: claims.sub }).where(eq(users.id, existing.id));
      const type = groupOfUser(existing) ?? saved.group;
      // Google stands for the password, not for the second factor (decision 0064): the login page asks for the code.
      if (await hasSecondFactor(deps.db, existing.id)) {
        return reply.redirect(`/${type}/login?${new URLSearchParams({ pending: await newPendingSignIn(deps.db, existing.id) })}`);
      }
      const token = await issueToken(deps.db, existing.id, { ip: req.ip, userAgent: req.headers['user-agent'] });
      return reply.redirect(`/login/marketing?${new URLSearchParams({ token, type })}`);
    }
    const query = new URLSearchParams({
      email,
      first_name: String(claims.given_name ?? ''),
      last_name: String(claims.family_name ?? ''),
      googleId: createGoogleTicket(secret, claims.sub, email),
      type: saved.group,
    });
    return reply.redirect(`/login/google?${query}`);
  });
}
