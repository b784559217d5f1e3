/** The console's sections, in the order of its navigation. */
export interface ConsoleSection {
  label: string;
  to: string;
  /** Entries shown under a heading (Content, Payments). */
  children?: ConsoleSection[];
}

export const ADMIN_BASE = '/admin';

export const CONSOLE_SECTIONS: ConsoleSection[] = [
  { label: 'Accounts', to: `${ADMIN_BASE}/accounts` },
  { label: 'Reports', to: `${ADMIN_BASE}/reports` },
  { label: 'Post review', to: `${ADMIN_BASE}/post-reviews` },
  {
    label: 'Payments',
    to: `${ADMIN_BASE}/payments`,
    children: [
      { label: 'Purchases', to: `${ADMIN_BASE}/payments/purchases` },
      { label: 'Invoices', to: `${ADMIN_BASE}/payments/invoices` },
      { label: 'Subscriptions', to: `${ADMIN_BASE}/payments/subscriptions` },
      { label: 'Credit accounts', to: `${ADMIN_BASE}/payments/credit-accounts` },
    ],
  },
  {
    label: 'Content',
    to: `${ADMIN_BASE}/content`,
    children: [
      { label: 'Articles', to: `${ADMIN_BASE}/content/articles` },
      { label: 'Deals', to: `${ADMIN_BASE}/content/deals` },
      { label: 'Landing pages', to: `${ADMIN_BASE}/content/landing-pages` },
    ],
  },
  { label: 'Reference lists', to: `${ADMIN_BASE}/reference` },
  { label: 'Settings', to: `${ADMIN_BASE}/settings` },
  { label: 'Promo codes', to: `${ADMIN_BASE}/promo-codes` },
  { label: 'Outbox', to: `${ADMIN_BASE}/outbox` },
  { label: 'Audit log', to: `${ADMIN_BASE}/audit-log` },
];

/** Every page a section link leads to (headings excluded), for the phone's section picker. */
export function sectionPages(sections: ConsoleSection[] = CONSOLE_SECTIONS): ConsoleSection[] {
  return sections.flatMap((s) => (s.children ? s.children.map((c) => ({ ...c, label: `${s.label}: ${c.label}` })) : [s]));
}

/** The section page that contains `pathname` (the longest matching prefix). */
export function currentSection(pathname: string): ConsoleSection | undefined {
  return sectionPages()
    .filter((s) => pathname === s.to || pathname.startsWith(`${s.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

/** The console's document title names its section: "Console: Accounts", "Console: Content: Articles". */
export function consoleTitle(pathname: string): string {
  const section = currentSection(pathname);
  if (!section) return 'Console';
  // An account's own page, under Accounts.
  return section.label === 'Accounts' && pathname !== section.to ? 'Console: Account' : `Console: ${section.label}`;
}
