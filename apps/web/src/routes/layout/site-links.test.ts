import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '@mp/domain';
import { footerColumns, type NavUser } from './nav-model';
import { footerLinks } from './site-links';

const freelancer: NavUser = { type: 'FREELANCER', teamType: null, status: 'ACTIVE', teamUser: null } as unknown as NavUser;
const admin: NavUser = { type: 'ADMIN', teamType: null, status: 'ACTIVE', teamUser: null } as unknown as NavUser;
const landing = [{ name: 'For agencies', slug: 'for-agencies' }];
const destinations = (user: NavUser | null, marketing: string) =>
  footerLinks(footerColumns(user, 'Marketplace'), landing, user, marketing).flatMap((c) => c.items);

describe('footer links (decision 0020)', () => {
  it('without a marketing site, every link stays in the app: site pages, the blog, landing pages', () => {
    const items = destinations(null, '');
    expect(items.every((item) => item.to && !item.href)).toBe(true);
    const to = items.map((item) => item.to);
    for (const { slug } of SITE_PAGES) expect(to).toContain(`/pages/${slug}`);
    expect(items.find((i) => i.label === 'Blog')?.to).toBe('/blog');
    expect(items.find((i) => i.label === 'For agencies')?.to).toBe('/landing/for-agencies');
  });

  it("sends the blog to the public blog for a visitor, to the reader's own resources, and the administrator to the console's articles", () => {
    expect(destinations(freelancer, '').find((i) => i.label === 'Blog')?.to).toBe('/freelancer/resources');
    expect(destinations(admin, '').find((i) => i.label === 'Blog')?.to).toBe('/admin/content/articles');
  });

  it("sends 'Add An Opportunity' to the posting form only for who may post, a visitor to the company sign-up; anyone else signed in goes home", () => {
    const poster = { type: 'COMPANY', teamType: 'COMPANY', status: 'ACTIVE', teamUser: { role: 'admin', can_post_jobs: true } } as unknown as NavUser;
    const member = { ...poster, teamUser: { role: 'member', can_post_jobs: false } } as unknown as NavUser;
    const add = (user: NavUser | null) => destinations(user, '').find((i) => i.label === 'Add An Opportunity')?.to;
    expect(add(poster)).toBe('/company/post-opportunity');
    expect(add(null)).toBe('/company/register');
    expect(add(freelancer)).toBe('/freelancer/dashboard');
    expect(add(member)).toBe('/company/dashboard');
  });

  it("sends 'Find A Job' to the public board, for everyone", () => {
    const agency = { type: 'AGENCY', teamType: 'AGENCY', status: 'ACTIVE', teamUser: { role: 'admin', can_post_jobs: false } } as unknown as NavUser;
    const company = { type: 'COMPANY', teamType: 'COMPANY', status: 'ACTIVE', teamUser: { role: 'admin', can_post_jobs: true } } as unknown as NavUser;
    const find = (user: NavUser | null) => destinations(user, '').find((i) => i.label === 'Find A Job')?.to;
    for (const user of [null, freelancer, agency, company, admin]) expect(find(user)).toBe('/jobs');
  });

  it('with a marketing site, its pages stay there', () => {
    // nav-model prefixes the marketing links with VITE_MARKETING_URL at build time; they are left alone.
    const site = 'https://www.example.com';
    const columns = [{ title: 'Legal', items: [{ label: 'Privacy Policy', href: `${site}/privacy-policy` }] }];
    const items = footerLinks(columns, landing, null, site).flatMap((c) => c.items);
    expect(items.find((i) => i.label === 'Privacy Policy')?.href).toBe('https://www.example.com/privacy-policy');
    expect(items.find((i) => i.label === 'For agencies')?.href).toBe('https://www.example.com/landing/for-agencies');
  });
});
