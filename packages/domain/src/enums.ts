/** Account types. GUEST is a team member who joined by invitation and acts under the team's type. */
export const USER_TYPES = ['ADMIN', 'AGENCY', 'COMPANY', 'FREELANCER', 'GUEST'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const TEAM_ROLES = ['admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Types a person may choose at sign-up. */
export const REGISTERABLE_TYPES = ['AGENCY', 'COMPANY', 'FREELANCER'] as const;
export type RegisterableType = (typeof REGISTERABLE_TYPES)[number];

export const PRONOUNS = ['He/Him', 'She/Her', 'They/Them', 'Ze/Zir/Hir', 'Xe/Xem'] as const;
export const HEAR_US = ['recommendation', 'google', 'trade press', 'social media', 'other'] as const;
export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
export const PRIVACY = ['ACTIVE', 'INACTIVE'] as const;
export const NOTIFICATION_FREQUENCIES = ['daily', 'immediately'] as const;
