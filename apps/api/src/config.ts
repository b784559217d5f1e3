import path from 'node:path';
import { isCountryCode } from '@mp/domain';
import { z } from 'zod';
import { parseServiceAccount } from './adapters/indexing/credentials.js';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Onbrief <no-reply@localhost>'),
  SENTRY_DSN: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Signs short-lived Google sign-up tickets; required when Google is configured. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEB_DIST: z.string().optional(),
  /** Processes serving requests (PostgreSQL only; the embedded database allows one). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Who works the background jobs (decision 0037): the web processes (inline), or only `npm run worker` processes (external; PostgreSQL only). */
  JOB_WORKERS: z.enum(['inline', 'external']).default('inline'),
  /** Seconds between a post's first publication and its immediate job alerts (decision 0040). Unset: 60, and 0 when NODE_ENV=test. */
  JOB_ALERT_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** Mails one process sends at a time (decision 0037); security mail takes a free slot first. Keep it within the SMTP server's connection limit. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  /** Uploaded files go to this S3 bucket when set, else to DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible service (MinIO, Cloudflare R2, …); unset means AWS. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Place search through Google Places (New) when set, else the offline list (decision 0023). */
  GOOGLE_PLACES_API_KEY: z.string().min(20, 'must be a Google API key').optional(),
  /** The country whose places come first in place search (ISO 3166-1 alpha-2). */
  PLACES_COUNTRY: z
    .string()
    .transform((v) => v.toUpperCase())
    .refine(isCountryCode, 'must be a two-letter country code such as GB')
    .default('GB'),
  /** Text messages (phone verification codes) through Twilio when the three are set, else the log. */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio Account SID (AC…)').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, 'must be a Twilio auth token').optional(),
  TWILIO_FROM: z.string().regex(/^(\+\d{6,15}|MG[0-9a-fA-F]{32})$/, 'must be a +number or a Messaging Service SID (MG…)').optional(),
  /** Google's Indexing API told of posts published, edited and closed: a service account key's JSON (decision 0058). */
  GOOGLE_INDEXING_CREDENTIALS: z
    .string()
    .superRefine((text, ctx) => {
      try {
        parseServiceAccount(text);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    })
    .optional(),
  /** Payments through Stripe when the three are set, else the offline test gateway (decision 0045). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[0-9A-Za-z]+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…) or restricted key (rk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_[0-9A-Za-z]+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_…)').optional(),
  /**
   * Lets a production start use the offline test gateway (which grants job posts for test cards). Without Stripe's
   * keys a production start refuses unless this is true, so no live site hands out free credits by mistake.
   */
  PAYMENTS_TEST_MODE: bool.default(false),
});

/** Some Stripe variables but not all, test and live keys mixed, or a production start that would hand out free credits. */
function paymentsProblem(c: z.infer<typeof schema>): void {
  const keys = [c.STRIPE_SECRET_KEY, c.STRIPE_PUBLISHABLE_KEY, c.STRIPE_WEBHOOK_SECRET];
  const set = keys.filter(Boolean).length;
  if (set !== 0 && set !== 3) {
    throw new Error('Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together');
  }
  if (set === 3 && c.STRIPE_SECRET_KEY!.includes('_live_') !== c.STRIPE_PUBLISHABLE_KEY!.includes('_live_')) {
    throw new Error('Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys');
  }
  if (set === 3 && c.PAYMENTS_TEST_MODE) {
    throw new Error('Invalid configuration:\n  PAYMENTS_TEST_MODE=true asks for the offline test gateway, but the Stripe keys are set: choose one');
  }
  if (set === 0 && c.NODE_ENV === 'production' && !c.PAYMENTS_TEST_MODE) {
    throw new Error(
      'Invalid configuration:\n  NODE_ENV=production needs the Stripe keys (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET), ' +
        'or PAYMENTS_TEST_MODE=true to run the offline test gateway, which grants job posts for test cards',
    );
  }
}

export type Config = z.infer<typeof schema> & { appUrl: string; dataDir: string; seedDemo: boolean };

/** Parses the environment once at start; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.GOOGLE_CLIENT_ID && (!c.GOOGLE_CLIENT_SECRET || !c.APP_SECRET)) {
    throw new Error('Invalid configuration:\n  GOOGLE_CLIENT_ID needs GOOGLE_CLIENT_SECRET and APP_SECRET');
  }
  if (c.WEB_CONCURRENCY > 1 && !c.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  WEB_CONCURRENCY above 1 needs DATABASE_URL (the embedded database allows one process)');
  }
  if (c.JOB_WORKERS === 'external' && !c.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  JOB_WORKERS=external needs DATABASE_URL (on the embedded database the web process works its jobs)');
  }
  // Workers sign links (job alerts' unsubscribe) that the web process checks: both need the same key.
  if (c.JOB_WORKERS === 'external' && !c.APP_SECRET) {
    throw new Error('Invalid configuration:\n  JOB_WORKERS=external needs APP_SECRET (links signed by a worker are checked by the web process)');
  }
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  const twilio = [c.TWILIO_ACCOUNT_SID, c.TWILIO_AUTH_TOKEN, c.TWILIO_FROM].filter(Boolean).length;
  if (twilio !== 0 && twilio !== 3) {
    throw new Error('Invalid configuration:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together');
  }
  paymentsProblem(c);
  return {
    ...c,
    appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    // npm runs workspace scripts inside the workspace; relative paths mean where the command was typed.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR),
    // The demo accounts are loaded on the embedded database unless switched off.
    seedDemo: c.SEED_DEMO ?? !c.DATABASE_URL,
  };
}
