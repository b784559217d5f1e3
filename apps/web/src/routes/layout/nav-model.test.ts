import { describe, expect, it } from 'vitest';
import { audienceOfHash } from '../../features/marketing/how-it-works';
import { SEARCH_PATH } from '../../features/seeking/texts';
import { accountMenuItems, footerColumns, hasSideNav, headerItems, mobileMenuSections, seekerSearchPath, sideNavItems, type NavUser } from './nav-model';

function member(overrides: Partial<NavUser> & { role?: 'admin' | 'member'; canPost?: boolean } = {}): NavUser {
  const { role = 'admin', canPost = true, ...rest } = overrides;
  return {
    type: 'COMPANY',
    teamType: 'COMPANY',
    status: 'ACTIVE',
    teamUser: {
      id: '1',
      team_id: '1',
      role,
      active: true,
      can_post_jobs: canPost,
      type: 'COMPANY',
      user: { id: '1', type: 'COMPANY', name: null, company: 'Acme', agency_name: null, avatar: null },
    },
    ...rest,
  };
}

const labels = (items: { label: string }[]) => items.map((i) => i.label);
const ctx = (user: NavUser | null, pathname = '/company/dashboard') => ({ user, prefix: 'company', pathname });

describe('header items', () => {
  it('shows visitors the public pages, Log in, and Sign up away from a login page', () => {
    expect(labels(headerItems(ctx(null, '/company/login')))).toEqual(['Find work', 'Agencies', 'For employers', 'Log in']);
    expect(labels(headerItems(ctx(null, '/company/register')))).toEqual(['Find work', 'Agencies', 'For employers', 'Log in', 'Sign up']);
  });

  it("sends visitors to the login and sign-up of the group they are in (spec 2.4: 'Login when signed out')", () => {
    for (const prefix of ['company', 'employer', 'agency', 'candidate', 'freelancer']) {
      expect(headerItems({ user: null, prefix, pathname: `/${prefix}/forgot-password` })).toEqual([
        { label: 'Find work', to: '/jobs' },
        { label: 'Agencies', to: '/company/agency-marketplace' },
        { label: 'For employers', to: '/pages/pricing' },
        { label: 'Log in', to: `/${prefix}/login` },
        { label: 'Sign up', to: `/${prefix}/register` },
      ]);
    }
  });

  it('offers posting only to ACTIVE users whose membership can post jobs', () => {
    expect(labels(headerItems(ctx(member())))).toEqual([
      'New Job Opportunity',
      'New Agency Project',
      'Agency Marketplace',
      'Messages',
      'Dashboard',
      'My Account',
    ]);
    expect(labels(headerItems(ctx(member({ status: 'INACTIVE' }))))).not.toContain('New Job Opportunity');
    expect(labels(headerItems(ctx(member({ canPost: false }))))).not.toContain('New Agency Project');
  });

  it('gives agencies Find Work, Saved, Case Studies and the Agency Marketplace (network), freelancers Find Work, Saved, Messages, Dashboard and My Account', () => {
    expect(labels(headerItems(ctx(member({ type: 'AGENCY', teamType: 'AGENCY' }))))).toEqual(['Find Work', 'Saved', 'Case Studies', 'Agency Marketplace', 'Messages', 'Dashboard', 'My Account']);
    expect(headerItems(ctx(member({ type: 'AGENCY', teamType: 'AGENCY' }))).find((i) => i.label === 'Agency Marketplace')?.to).toBe('/agency/network');
    expect(labels(headerItems(ctx({ ...member({ type: 'FREELANCER', teamType: 'FREELANCER' }), teamUser: null })))).toEqual([
      'Find Work',
      'Saved',
      'Messages',
      'Dashboard',
      'My Account',
    ]);
  });

  it("leads every group's Messages to its own inbox (the notice mail's /{group}/messages/{id} sits under it)", () => {
    const messages = (user: NavUser) => headerItems(ctx(user)).find((i) => i.label === 'Messages')?.to;
    expect(messages(member())).toBe('/company/messages');
    expect(messages(member({ type: 'AGENCY', teamType: 'AGENCY' }))).toBe('/agency/messages');
    expect(messages({ ...member({ type: 'FREELANCER', teamType: 'FREELANCER' }), teamUser: null })).toBe('/freelancer/messages');
    expect(messages(member({ type: 'GUEST', teamType: 'COMPANY', role: 'member' }))).toBe('/company/messages');
  });

  it("leads seekers' Find Work to their own search, and gives companies none (issue 23)", () => {
    const findWork = (user: NavUser) => [...headerItems(ctx(user)), ...sideNavItems(user)].filter((i) => i.label === 'Find Work').map((i) => i.to);
    const freelancer = { ...member({ type: 'FREELANCER', teamType: 'FREELANCER' }), teamUser: null };
    expect(findWork(freelancer)).toEqual(['/freelancer/latest-opportunities', '/freelancer/latest-opportunities']);
    expect(findWork(member({ type: 'AGENCY', teamType: 'AGENCY' }))).toEqual(['/agency/opportunities', '/agency/opportunities']);
    // A guest acting in an agency team seeks as the agency.
    expect(findWork(member({ type: 'GUEST', teamType: 'AGENCY', role: 'member' }))).toEqual(['/agency/opportunities', '/agency/opportunities']);
    expect(findWork(member())).toEqual([]);
    expect(findWork(member({ type: 'GUEST', teamType: 'COMPANY' }))).toEqual([]);
  });

  it('names the search pages the seeking routes mount', () => {
    for (const side of ['freelancer', 'agency'] as const) expect(seekerSearchPath(side)).toBe(`/${side}/${SEARCH_PATH[side]}`);
    expect(seekerSearchPath('company')).toBeUndefined();
  });

  it('links a guest under the team group', () => {
    const guest = member({ type: 'GUEST', teamType: 'AGENCY' });
    expect(headerItems(ctx(guest)).map((i) => i.to)).toContain('/agency/case-studies');
  });
});

describe('side navigation', () => {
  it("is the signed-in areas' only: a member's area links and Log out, no Log in", () => {
    expect(labels(sideNavItems(member()))).toEqual([
      'New Job Opportunity',
      'New Agency Project',
      'Agency Marketplace',
      'Messages',
      'Dashboard',
      'My Account',
      'Log out',
    ]);
    expect(labels(sideNavItems(member()))).not.toContain('Log in');
  });

  it('shows to a user with a group, not to visitors, administrators (the console has its own) or a guest no team has', () => {
    expect(hasSideNav(member())).toBe(true);
    expect(hasSideNav({ type: 'FREELANCER', teamType: null, status: 'ACTIVE', teamUser: null })).toBe(true);
    expect(hasSideNav(null)).toBe(false);
    expect(hasSideNav({ ...member({ type: 'ADMIN', teamType: 'ADMIN' }), teamUser: null })).toBe(false);
    expect(hasSideNav({ type: 'GUEST', teamType: null, status: 'ACTIVE', teamUser: null })).toBe(false);
  });

  it("leaves nothing out of a visitor's header that their side navigation had (issue 38: public pages have none)", () => {
    // What a visitor's side navigation offered: the header's entries then its login.
    for (const pathname of ['/agency/login', '/agency/forgot-password', '/marketing/how-it-works', '/jobs']) {
      const visitor = { user: null, prefix: 'agency', pathname };
      const header = headerItems(visitor);
      expect(header).toContainEqual({ label: 'Log in', to: '/agency/login' });
      expect(mobileMenuSections(visitor).main).toEqual(header);
    }
  });

  it("repeats no entry of a member's menus but Log out, which the account submenu has too", () => {
    const destinations = (items: { to?: string; href?: string }[]) => items.map((i) => i.to ?? i.href);
    const { main, account } = mobileMenuSections(ctx(member()));
    const reachable = new Set(destinations([...main, ...account]));
    expect(destinations(sideNavItems(member())).filter((to) => !reachable.has(to))).toEqual([]);
  });
});

describe('account menu', () => {
  it('shows a company admin everything, Purchase Job Posts and Subscription only when ACTIVE', () => {
    expect(labels(accountMenuItems(member()))).toEqual([
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
    ]);
    expect(labels(accountMenuItems(member({ status: 'INACTIVE' })))).not.toContain('Purchase Job Posts');
    expect(labels(accountMenuItems(member({ status: 'INACTIVE' })))).not.toContain('Subscription');
  });

  it('hides the admin entries from team members and Company Information from guests', () => {
    expect(labels(accountMenuItems(member({ type: 'GUEST', role: 'member' })))).toEqual(['My Account', 'Your data', 'Change password', 'Log out']);
    expect(labels(accountMenuItems(member({ role: 'member' })))).toEqual(['Company Information', 'My Account', 'Your data', 'Change password', 'Log out']);
    expect(labels(accountMenuItems(member({ type: 'GUEST' })))).not.toContain('Company Information');
  });

  it('shows the agency admin-only entries to agency admins only', () => {
    const agency = { type: 'AGENCY', teamType: 'AGENCY' } as const;
    expect(labels(accountMenuItems(member({ ...agency })))).toContain('Manage Team');
    expect(labels(accountMenuItems(member({ ...agency, type: 'GUEST', role: 'member' })))).toEqual([
      'View Profile',
      'Notification Settings',
      'Profile Privacy',
      'Your data',
      'Change Password',
      'Log out',
    ]);
  });

  it("offers 'Your data' (decision 0035) in every group's menu, before the password entry", () => {
    const freelancer: NavUser = { type: 'FREELANCER', teamType: null, status: 'ACTIVE', teamUser: null };
    for (const user of [member(), member({ type: 'GUEST', role: 'member' }), member({ type: 'AGENCY', teamType: 'AGENCY' }), freelancer]) {
      const items = accountMenuItems(user);
      const at = items.findIndex((i) => i.label === 'Your data');
      expect(items[at]?.to).toMatch(/^\/(company|agency|freelancer)\/your-data$/);
      expect(items[at + 1]?.label).toMatch(/^Change [Pp]assword$/);
    }
  });

  it('has nothing for administrators, who have no group', () => {
    expect(accountMenuItems({ ...member({ type: 'ADMIN', teamType: 'ADMIN' }), teamUser: null })).toEqual([]);
  });
});

describe('mobile menu', () => {
  it('repeats no destination', () => {
    const { main, account } = mobileMenuSections(ctx(member()));
    const all = [...main, ...account].map((i) => i.to);
    expect(new Set(all).size).toBe(all.length);
    expect(labels(account)).toContain('Log out');
  });

  it("keeps a member's menu to the header and the account submenu (the side navigation's Log out is there)", () => {
    const { main, account } = mobileMenuSections(ctx(member()));
    expect(main).toEqual(headerItems(ctx(member())));
    expect(labels(account).at(-1)).toBe('Log out');
  });

  it('gives visitors the header\'s entries, Log in once', () => {
    const away = mobileMenuSections({ user: null, prefix: 'agency', pathname: '/agency/forgot-password' });
    expect(labels(away.main)).toEqual(['Find work', 'Agencies', 'For employers', 'Log in', 'Sign up']);
    expect(away.main.find((i) => i.label === 'Sign up')?.to).toBe('/agency/register');
    expect(away.account).toEqual([]);
    expect(labels(mobileMenuSections({ user: null, prefix: 'agency', pathname: '/agency/login' }).main)).toEqual(['Find work', 'Agencies', 'For employers', 'Log in']);
  });
});

describe('footer', () => {
  it('has the four columns with Dashboard for members and Log In/Sign Up for visitors', () => {
    expect(footerColumns(null, 'Marketplace').map((c) => c.title)).toEqual(['Legal', 'Candidates', 'Employers', 'Marketplace']);
    expect(labels(footerColumns(null, 'M')[1]!.items)).toContain('Log In/Sign Up');
    expect(footerColumns(member(), 'M')[1]!.items.at(-1)).toEqual({ label: 'Dashboard', to: '/company/dashboard' });
  });

  it("links How It Works to the in-app page, at the candidates' and the employers' sections", () => {
    const [, candidates, employers] = footerColumns(null, 'M');
    expect(candidates!.items.find((i) => i.label === 'How It Works')).toEqual({ label: 'How It Works', to: '/marketing/how-it-works#freelancers' });
    expect(employers!.items.find((i) => i.label === 'How It Works')).toEqual({ label: 'How It Works', to: '/marketing/how-it-works#employers' });
  });

  it('leads each footer link to How it works to the section its #hash names', () => {
    const targets = footerColumns(null, 'M')
      .flatMap((column) => column.items)
      .filter((item) => item.label === 'How It Works')
      .map((item) => audienceOfHash(new URL(item.to!, 'http://x').hash)?.id);
    expect(targets).toEqual(['freelancers', 'employers']);
  });
});
