import { desc, eq, sql } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index.js';
import type { TestApp } from '../../../test/harness.js';

/** Helpers the console's integration tests share. */
export function adminFixtures(t: TestApp) {
  return {
    async idOf(email: string): Promise<string> {
      const [row] = await t.deps.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
      if (!row) throw new Error(`no account ${email}`);
      return String(row.id);
    },
    async auditOf(action: string) {
      return t.deps.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
    },
    /** A company that signed up and waits for approval. */
    async pendingCompany(email: string, company = 'Pending Co') {
      const res = await t.gql(
        'mutation($input: RegisterInput!) { register(input: $input) { id access_token } }',
        {
          input: {
            type: 'COMPANY', email, password: 'Secret-pass1!', first_name: 'Pat', last_name: 'Pending', company,
            position: 'Owner', address_1: '1 Road', city: 'Leeds', state: 'West Yorkshire', zip: 'LS1 1AA',
            country: 'GB', phone: '0113 496 0000',
          },
        },
      );
      if (!res.data) throw new Error(JSON.stringify(res.errors));
      return res.data.register as { id: string; access_token: string };
    },
  };
}
