import { phoneToStore } from '@mp/domain/phone';

/**
 * A profile's values as stored (decision 0042): `phone`, when given, in E.164, read in the country the values set,
 * else the account's, else GB; a number that cannot be read is kept as typed (the console flags it).
 */
export function withStoredPhone<T extends { phone?: string | null; country?: string | null }>(values: T, accountCountry?: string | null): T {
  if (typeof values.phone !== 'string') return values;
  return { ...values, phone: phoneToStore(values.phone, values.country ?? accountCountry) };
}
