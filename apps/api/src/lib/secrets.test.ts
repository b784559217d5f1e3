import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashOptions, verifyPassword } from './secrets.js';

/** The cost parameters argon2 writes into an encoded hash: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
const params = (encoded: string) => encoded.split('$')[3];

describe('password hashing cost', () => {
  it('a production process hashes with OWASP’s argon2id minimum (m=19 MiB, t=2, p=1)', () => {
    // A process of its own, as the server starts: the cost is fixed when the module loads, from NODE_ENV alone.
    const secrets = fileURLToPath(new URL('./secrets.ts', import.meta.url));
    const script = `import(${JSON.stringify(secrets)}).then((m) => m.hashPassword('Demo-pass1!')).then((h) => process.stdout.write(h))`;
    for (const NODE_ENV of ['production', 'development']) {
      const encoded = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        env: { ...process.env, NODE_ENV },
        encoding: 'utf8',
      });
      expect(encoded.startsWith('$argon2id$'), NODE_ENV).toBe(true);
      expect(params(encoded), NODE_ENV).toBe('m=19456,t=2,p=1');
    }
  });

  it('only NODE_ENV=test lowers it, and a cheap hash still verifies and refuses', async () => {
    expect(passwordHashOptions('production')).toEqual({});
    expect(passwordHashOptions(undefined)).toEqual({});
    expect(passwordHashOptions('test')).toEqual({ memoryCost: 8, timeCost: 1, parallelism: 1 });
    const encoded = await hashPassword('Demo-pass1!');
    expect(params(encoded)).toBe('m=8,t=1,p=1');
    expect(await verifyPassword(encoded, 'Demo-pass1!')).toBe(true);
    expect(await verifyPassword(encoded, 'Demo-pass2!')).toBe(false);
  });
});
