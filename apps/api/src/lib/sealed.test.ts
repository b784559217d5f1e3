import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed.js';

const SECRET = 'a'.repeat(32);

describe('sealed values', () => {
  it('opens with the secret and purpose it was sealed under, and hides the value', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', SECRET, 'totp');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal(sealed, SECRET, 'totp')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another secret, another purpose, no secret and a changed byte', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', SECRET, 'totp');
    expect(unseal(sealed, 'b'.repeat(32), 'totp')).toBeNull();
    expect(unseal(sealed, SECRET, 'other')).toBeNull();
    expect(unseal(sealed, undefined, 'totp')).toBeNull();
    const parts = sealed.split(':');
    parts[3] = (parts[3]![0] === 'A' ? 'B' : 'A') + parts[3]!.slice(1);
    expect(unseal(parts.join(':'), SECRET, 'totp')).toBeNull();
  });

  it('keeps the value marked plain without a secret, and opens it once one is set', () => {
    const kept = seal('JBSWY3DPEHPK3PXP', undefined, 'totp');
    expect(kept).toBe('plain:JBSWY3DPEHPK3PXP');
    expect(unseal(kept, SECRET, 'totp')).toBe('JBSWY3DPEHPK3PXP');
  });
});
