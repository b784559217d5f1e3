import { describe, expect, it } from 'vitest';
import { formatPhone, isStoredInE164, phoneForForm, phoneToE164, phoneToStore } from './phone';

describe('phone numbers (issue 23)', () => {
  it("reads a number in the profile's country, GB by default, into E.164", () => {
    expect(phoneToE164('07700 900123')).toBe('+447700900123');
    expect(phoneToE164('07700 900123', 'GB')).toBe('+447700900123');
    expect(phoneToE164('0113 496 0000', null)).toBe('+441134960000');
    expect(phoneToE164('+44 (0)20 7946 0000', 'FR')).toBe('+442079460000');
    expect(phoneToE164('0044 7700 900123', 'GB')).toBe('+447700900123');
    expect(phoneToE164('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(phoneToE164('(212) 555-0100', 'us')).toBe('+12125550100');
    // A country libphonenumber does not know reads as GB.
    expect(phoneToE164('07700 900123', 'AQ')).toBe('+447700900123');
  });

  it('undoes the plus the old form rule put before a national number', () => {
    expect(phoneToE164('+07700 900123')).toBe('+447700900123');
    expect(phoneToE164('++44 117 496 0000')).toBe('+441174960000');
    expect(phoneToE164('+00 44 7700 900123')).toBe('+447700900123');
  });

  it('keeps what it cannot read as typed', () => {
    for (const raw of ['+44 1', 'call me', '12', '']) expect(phoneToE164(raw), raw).toBeNull();
    expect(phoneToStore('  +44 1 ')).toBe('+44 1');
    expect(phoneToStore(' 07700 900123 ')).toBe('+447700900123');
  });

  it('tells a stored E.164 number from one kept as typed', () => {
    expect(isStoredInE164('+447700900123')).toBe(true);
    for (const stored of ['+44 7700 900123', '07700 900123', '+07700 900123', '+44 1', 'call me']) expect(isStoredInE164(stored), stored).toBe(false);
  });

  it('shows a UK number in national format and any other in international format', () => {
    expect(formatPhone('+447700900123')).toBe('07700 900123');
    expect(formatPhone('+442079460000')).toBe('020 7946 0000');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('+12125550100')).toBe('+1 212 555 0100');
    // Stored before E.164 was, with the country: shown the same way. Anything else as stored.
    expect(formatPhone('+44 161 496 0001')).toBe('0161 496 0001');
    for (const stored of ['+07700 900123', '+44 1', '07700 900123', 'call me']) expect(formatPhone(stored), stored).toBe(stored);
  });

  it("fills a form with the number as it reads back in the profile's country", () => {
    expect(phoneForForm('+447700900123', 'GB')).toBe('07700 900123');
    expect(phoneForForm('+447700900123', null)).toBe('07700 900123');
    expect(phoneForForm('+447700900123', 'FR')).toBe('+44 7700 900123');
    expect(phoneForForm('+33612345678', 'FR')).toBe('06 12 34 56 78');
    expect(phoneForForm('+44 1', 'GB')).toBe('+44 1');
    for (const [stored, country] of [['+447700900123', 'FR'], ['+33612345678', 'FR'], ['+447700900123', 'GB'], ['+12125550100', 'GB']] as const) {
      expect(phoneToE164(phoneForForm(stored, country), country), `${stored} ${country}`).toBe(stored);
    }
  });
});
