/**
 * The settings that payments read, shown first on the console's Settings page under their own
 * heading, each with a name and a line of help; the page lists the rest by key as before. A payment setting that
 * has never been saved is listed too (empty), so the administrator sees it exists and can set it.
 */
export interface LabelledSetting {
  key: string;
  label: string;
  help: string;
}

export const PAYMENT_SETTINGS: readonly LabelledSetting[] = [
  { key: 'supplier_name', label: 'Supplier name', help: 'The seller on every VAT invoice. Name, address and VAT number are required before a live (Stripe) charge; with the offline test gateway, invoices say they are test mode.' },
  { key: 'supplier_address', label: 'Supplier address', help: 'Printed under the supplier name; one line per line of the address.' },
  {
    key: 'supplier_vat_number',
    label: 'Supplier VAT number',
    help: "A UK VAT number, such as GB123456789. The demo's GB000000000 is fictitious: a live charge refuses it.",
  },
  { key: 'job_post_price_pence', label: 'Job post price (pence)', help: 'One job post before VAT: 49500 is £495.00.' },
  { key: 'vat_percentage', label: 'VAT rate (%)', help: 'Charged to buyers whose billing country is in the UK.' },
  {
    key: 'volume_discount_tiers',
    label: 'Volume discounts',
    help: "posts:percent pairs: '3:5, 5:10' is 5% off from 3 posts and 10% from 5. Empty: no discount.",
  },
  { key: 'subscription_monthly_price_pence', label: 'Subscription price (pence a month)', help: 'Before VAT: 19500 is £195.00.' },
  { key: 'subscription_included_job_posts_count', label: 'Job posts a subscription period', help: 'Granted at the start and at each renewal.' },
  { key: 'subscription_renewal_day', label: 'Renewal day', help: 'The day of the month subscriptions renew, 1 to 28.' },
  { key: 'invoice_due_days', label: 'Invoice due (days)', help: 'How long an invoice on account has to be paid.' },
];

export interface SettingValue {
  key: string;
  value: string;
}

/** The payment settings (in PAYMENT_SETTINGS' order, '' for one never saved) with their labels, and the rest. */
export function groupSettings<S extends SettingValue>(all: readonly S[]): { payments: (LabelledSetting & { value: string })[]; others: S[] } {
  const byKey = new Map(all.map((s) => [s.key, s.value]));
  const known = new Set(PAYMENT_SETTINGS.map((s) => s.key));
  return {
    payments: PAYMENT_SETTINGS.map((s) => ({ ...s, value: byKey.get(s.key) ?? '' })),
    others: all.filter((s) => !known.has(s.key)),
  };
}
