/**
 * Phone numbers (decision 0042): stored in E.164 ('+447700900123'), read from what a person typed with the
 * country of their profile (GB when it has none), and shown as people in that country write them: a UK number in
 * national format ('07700 900123'), any other in international format ('+33 6 12 34 56 78').
 *
 * The form rule stays the spec's pattern (rules.ts phoneRule); libphonenumber-js (its `min` metadata: lengths per
 * country, so a newly assigned range is not refused) is only loaded where a number is stored or shown. A number it
 * cannot read is kept as typed, shown as typed, and flagged in the console (`isStoredInE164`).
 */
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js';

/** The country a number without its international prefix is read in when the profile names none. */
export const DEFAULT_PHONE_COUNTRY = 'GB';

/** The calling code whose numbers are shown in national format (the UK's, with the Crown Dependencies sharing it). */
const NATIONAL_CALLING_CODE = '44';

const countryOf = (country: string | null | undefined): CountryCode => {
  const code = country?.trim().toUpperCase();
  return code && isSupportedCountry(code) ? code : DEFAULT_PHONE_COUNTRY;
};

/**
 * Read when its length is possible for its country (`isPossible`): `isValid` also checks the digits against the
 * ranges assigned so far, which refuses new ranges and the UK's numbers for drama and examples ('07700 900123').
 */
function parsed(text: string, country: string | null | undefined): PhoneNumber | undefined {
  const number = parsePhoneNumberFromString(text, countryOf(country));
  return number?.isPossible() ? number : undefined;
}

function read(raw: string, country: string | null | undefined): PhoneNumber | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  // As typed ('07700 900123' in the profile's country, '+44 7700 900123', '0044 7700 900123'); then without a
  // leading plus, which the old form rule put before every number ('+07700 900123' was '07700 900123').
  return parsed(text, country) ?? (text.startsWith('+') ? parsed(text.replace(/^\++/, ''), country) : undefined);
}

/** The number in E.164, read in `country` (the profile's; GB by default), or null when it cannot be read. */
export function phoneToE164(raw: string, country?: string | null): string | null {
  return read(raw, country)?.number ?? null;
}

/** What to store for what a person typed: E.164 when the number can be read, else the text as typed (trimmed). */
export function phoneToStore(raw: string, country?: string | null): string {
  return phoneToE164(raw, country) ?? raw.trim();
}

/** Whether a stored number is a number in E.164 (else it was kept as typed: the console flags it). */
export function isStoredInE164(stored: string): boolean {
  return read(stored, DEFAULT_PHONE_COUNTRY)?.number === stored.trim();
}

/** A stored number that carries its country (E.164, or international as typed before E.164 was stored). */
const international = (stored: string) => (stored.trim().startsWith('+') ? parsed(stored.trim(), DEFAULT_PHONE_COUNTRY) : undefined);

/** A stored number as it is shown: a UK number in national format, any other in international format, else as stored. */
export function formatPhone(stored: string): string {
  const number = international(stored);
  if (!number) return stored;
  return number.countryCallingCode === NATIONAL_CALLING_CODE ? number.formatNational() : number.formatInternational();
}

/**
 * A stored number in a form of the profile whose country is `country`: national format when the number has that
 * country's calling code (sent back, it is read there again), international otherwise, as stored when it cannot be read.
 */
export function phoneForForm(stored: string, country?: string | null): string {
  const number = international(stored);
  if (!number) return stored;
  return number.countryCallingCode === getCountryCallingCode(countryOf(country)) ? number.formatNational() : number.formatInternational();
}
