import { countries } from '@mp/domain';

/** A country's name from its code ('GB' → 'United Kingdom'); the code itself if unknown. */
export function countryName(code: string | null | undefined): string | null {
  if (!code) return null;
  return countries().find((c) => c.code === code)?.name ?? code;
}

/** 'Leeds, West Yorkshire, United Kingdom': the parts that are there. */
export function placeLine(p: { city?: string | null; state?: string | null; country?: string | null }): string {
  return [p.city, p.state, countryName(p.country)].filter(Boolean).join(', ');
}
