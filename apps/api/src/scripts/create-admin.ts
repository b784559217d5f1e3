import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { emailRule, newPasswordRule } from '@mp/domain';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/client.js';
import { users, type UserRow } from '../db/schema/index.js';
import { audit } from '../modules/audit/service.js';
import { hashPassword } from '../lib/secrets.js';
import { isUniqueViolation } from '../db/errors.js';

const USAGE = `Creates an administrator (ACTIVE, type ADMIN).

  npm run admin:create -- --email someone@example.com [--password '…'] [--first-name Ada --last-name Admin]

Without --password a strong one is generated and printed once. The database is the server's:
DATABASE_URL when set, otherwise the embedded one in DATA_DIR (stop the server first: PGlite allows
one process).`;

export class CliError extends Error {}

export interface NewAdmin {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

/** 144 random bits in URL-safe characters, with the special character the password rule asks for. */
export function generatePassword(): string {
  return `${randomBytes(18).toString('base64url')}!`;
}

/** Inserts the administrator; refuses an email that has an account (nothing is promoted). */
export async function createAdmin(db: Db, input: NewAdmin): Promise<{ user: UserRow; password: string; generated: boolean }> {
  const email = emailRule.safeParse(input.email);
  if (!email.success) throw new CliError(`--email: ${email.error.issues[0]?.message}`);
  const generated = input.password === undefined;
  const password = input.password ?? generatePassword();
  const valid = newPasswordRule.safeParse(password);
  if (!valid.success) throw new CliError(`--password: ${valid.error.issues[0]?.message}`);
  const password_hash = await hashPassword(password);
  try {
    const user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: email.data,
          password_hash,
          type: 'ADMIN',
          status: 'ACTIVE',
          approved_at: new Date(),
          first_name: input.firstName?.trim() || null,
          last_name: input.lastName?.trim() || null,
        })
        .returning();
      await audit(tx, { actorId: null, action: 'admin.create', targetType: 'user', targetId: row!.id, details: { via: 'cli' } });
      return row!;
    });
    return { user, password, generated };
  } catch (err) {
    if (isUniqueViolation(err)) throw new CliError(`An account with the email ${email.data} already exists; nothing was changed.`);
    throw err;
  }
}

/** The command: parses the arguments, opens (and migrates) the configured database, creates the administrator. */
interface Output {
  write(text: string): unknown;
}

export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Output = process.stdout,
  err: Output = process.stderr,
): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (e) {
    err.write(`${(e as Error).message}\n\n${USAGE}\n`);
    return 1;
  }
  if (args.help || !args.email) {
    (args.help ? out : err).write(`${USAGE}\n`);
    return args.help ? 0 : 1;
  }
  const config = loadConfig(env);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 1 });
  try {
    const { user, password, generated } = await createAdmin(database.db, {
      email: args.email,
      password: args.password,
      firstName: args['first-name'],
      lastName: args['last-name'],
    });
    out.write(`Administrator created: ${user.email} (id ${user.id}).\n`);
    if (generated) out.write(`Password: ${password}\nKeep it somewhere safe: it is not shown again.\n`);
    return 0;
  } catch (e) {
    if (!(e instanceof CliError)) throw e;
    err.write(`${e.message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  }
}
