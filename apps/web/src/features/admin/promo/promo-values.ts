import { PROMO_MSG, promoCodeSchema, type PromoType } from '@mp/domain';
import { formatPounds, poundsToPence } from '../ui/format';

/** The promo form's fields as typed: the value in pounds for FIXED, in percent for PERCENTAGE. */
export interface PromoFormValues {
  code: string;
  type: PromoType;
  value: string;
  valid_from: string;
  valid_until: string;
  usage_limit: string;
  active: boolean;
}

export const POUNDS_MSG = 'Enter an amount in pounds, like 25 or 12.50';

/** The UTC day of an ISO timestamp (the API keeps validity as whole UTC days): '2025-01-31'. */
export function utcDay(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 10) : '';
}

export function promoValueLabel(p: { type: string; value: number }): string {
  return p.type === 'FIXED' ? formatPounds(p.value) : `${p.value}%`;
}

export function toFormValues(p: {
  code: string;
  type: string;
  value: number;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  active: boolean;
} | null): PromoFormValues {
  if (!p) return { code: '', type: 'PERCENTAGE', value: '', valid_from: '', valid_until: '', usage_limit: '', active: true };
  return {
    code: p.code,
    type: p.type === 'FIXED' ? 'FIXED' : 'PERCENTAGE',
    value: p.type === 'FIXED' ? (p.value / 100).toFixed(2) : String(p.value),
    valid_from: utcDay(p.valid_from),
    valid_until: utcDay(p.valid_until),
    usage_limit: p.usage_limit === null ? '' : String(p.usage_limit),
    active: p.active,
  };
}

/** The PromoCodeInput to send (pounds become pence), or the messages per field when it would be refused. */
export function toPromoInput(v: PromoFormValues) {
  const amount = v.type === 'FIXED' ? poundsToPence(v.value) : /^\d+$/.test(v.value.trim()) ? Number(v.value.trim()) : undefined;
  const input = {
    code: v.code,
    type: v.type,
    value: amount ?? Number.NaN,
    valid_from: v.valid_from || null,
    valid_until: v.valid_until || null,
    usage_limit: v.usage_limit.trim() === '' ? null : Number(v.usage_limit),
    active: v.active,
  };
  const errors: Record<string, string> = {};
  if (amount === undefined) errors.value = v.type === 'FIXED' ? POUNDS_MSG : PROMO_MSG.value;
  const checked = promoCodeSchema.safeParse(input);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? 'code');
      errors[field] ??= issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { input: { ...input, code: input.code.trim().toUpperCase() } };
}
