/**
 * What each reference account sees in the header and the 'Account Settings' submenu (spec 2.4 and 6),
 * written out in full so a test fails on any extra or missing entry.
 */
export const HEADER = {
  /** An ACTIVE company user whose active membership can post jobs. */
  companyPoster: ['New Job Opportunity', 'New Agency Project', 'Agency Marketplace', 'Dashboard', 'My Account'],
  /** A company user who cannot post (member without can_post_jobs, or INACTIVE). */
  companyNoPosting: ['Agency Marketplace', 'Dashboard', 'My Account'],
  /** Seekers search from the menu (issue 23): Find Work; their saved posts (decision 0054): Saved. */
  agency: ['Find Work', 'Saved', 'Case Studies', 'Agency Marketplace', 'Dashboard', 'My Account'],
  freelancer: ['Find Work', 'Saved', 'Dashboard', 'My Account'],
} as const;

export const ACCOUNT_MENU = {
  /** COMPANY owner, team role admin, ACTIVE. */
  companyAdmin: [
    'Company Information',
    'Edit Profile',
    'My Account',
    'Manage Payment Info',
    'Purchase Job Posts',
    'Subscription',
    'Manage Team',
    'Invitations',
    'Billing History',
    'Your data',
    'Change password',
    'Log out',
  ],
  /** COMPANY owner, team role admin, INACTIVE: no Purchase Job Posts. */
  companyAdminInactive: [
    'Company Information',
    'Edit Profile',
    'My Account',
    'Manage Payment Info',
    'Manage Team',
    'Invitations',
    'Billing History',
    'Your data',
    'Change password',
    'Log out',
  ],
  /** GUEST with team role member: no Company Information, none of the admin entries. */
  companyMember: ['My Account', 'Your data', 'Change password', 'Log out'],
  /** GUEST with team role admin: the admin entries, but no Company Information. */
  companyGuestAdmin: [
    'Edit Profile',
    'My Account',
    'Manage Payment Info',
    'Purchase Job Posts',
    'Subscription',
    'Manage Team',
    'Invitations',
    'Billing History',
    'Your data',
    'Change password',
    'Log out',
  ],
  agencyAdmin: [
    'Account Information',
    'Edit Account Information',
    'View Profile',
    'Edit Profile',
    'Manage Team',
    'Notification Settings',
    'Profile Privacy',
    'Your data',
    'Change Password',
    'Log out',
  ],
  freelancer: [
    'Personal Information',
    'Edit Personal Information',
    'View Profile',
    'Edit Profile',
    'Notification Settings',
    'Profile Privacy',
    'Your data',
    'Change Password',
    'Log out',
  ],
} as const;

/**
 * Messages (issue 39), with the unread count when there is one: a row of the phone menu and the side navigation,
 * before Dashboard. Wide screens show it beside the account menu, outside the header's main navigation (HEADER).
 */
export const MESSAGES_ENTRY = /^Messages( \d+)?$/;

/** The hamburger menu: the header's items with Messages, then the account submenu without repeating an entry. */
export function mobileMenu(header: readonly string[], account: readonly string[]): (string | RegExp)[] {
  const main: (string | RegExp)[] = [...header];
  main.splice(header.indexOf('Dashboard'), 0, MESSAGES_ENTRY);
  return [...main, ...account.filter((label) => !header.includes(label))];
}
