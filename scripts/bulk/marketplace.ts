// The agency marketplace's bulk data (decision 0052): listed agencies with services, locations and logos,
// and their case studies, made by set-based SQL from the session's setseed. Opt-in: `npm run seed:bulk -- --marketplace`
// (5,000 agencies and 50,000 case studies unless --market-agencies / --case-studies say otherwise), or
// scripts/bulk/seed-marketplace.ts on its own, and scripts/bench/marketplace.ts makes its own.
// About 92% of the agencies are listed (ACTIVE, privacy ACTIVE, email verified), the rest are not, so the listed rule
// is exercised; case studies go to agencies unevenly (a few agencies have many), as real portfolios do.

export interface MarketplaceSizes {
  agencies: number;
  caseStudies: number;
}

const CITIES = ['London, UK', 'Manchester, UK', 'Bristol, UK', 'Leeds, UK', 'Glasgow, UK', 'Edinburgh, UK', 'Birmingham, UK', 'Cardiff, UK', 'Belfast, UK', 'Brighton, UK'];
const WORDS = ['Harbour', 'Copper', 'Violet', 'North', 'Bright', 'Signal', 'Orbit', 'Maple', 'Granite', 'Lumen', 'Kite', 'Ember', 'Tidal', 'Juniper', 'Atlas'];
const KINDS = ['Digital', 'Studio', 'Creative', 'Media', 'Labs', 'Collective', 'Works', 'Partners'];
const PROJECTS = ['Rebrand', 'Website', 'Launch film', 'App', 'Campaign', 'Packaging range', 'Search growth', 'Social series', 'Identity', 'Shop'];
const CLIENTS = ['a bakery chain', 'a climbing gym', 'a charity', 'a distillery', 'a fintech start-up', 'a museum', 'a football club', 'a council', 'a bookshop', 'a hotel group'];

const arr = (items: string[]) => `array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`;
const pick = (items: string[]) => `(${arr(items)})[1 + floor(random() * ${items.length})::int]`;

/** The statements, in order, for a database whose users' ids are all at most `userBase`; `hash` is every account's password. */
export function marketplaceSql(s: MarketplaceSizes, userBase: number, hash: string, now: string): string[] {
  return [
    `create temp table bulk_market_agencies as
     select ${userBase} + n as id, n,
       case when random() < 0.96 then 'ACTIVE' else 'INACTIVE' end as status,
       random() < 0.97 as public, random() < 0.98 as verified,
       ${pick(WORDS)} || ' ' || ${pick(KINDS)} || ' ' || n as name,
       ${pick(CITIES)} as city1, case when random() < 0.4 then ${pick(CITIES)} end as city2,
       1 + floor(random() * 4)::int as k_services,
       '${now}'::timestamptz - interval '730 days' * random() as created_at
     from generate_series(1, ${s.agencies}) n`,
    `insert into users (id, email, password_hash, type, status, privacy, email_verified_at, first_name, last_name, company, agency_name,
       agency_locations, avatar, bio, website, country, approved_at, created_at, updated_at)
     overriding system value
     select a.id, 'market-agency' || a.n || '@bulk.test', '${hash}', 'AGENCY', a.status, case when a.public then 'ACTIVE' else 'INACTIVE' end,
       case when a.verified then a.created_at end, 'Alex', 'Owner ' || a.n, a.name, a.name,
       case when a.city2 is null or a.city2 = a.city1 then array[a.city1] else array[a.city1, a.city2] end,
       '/uploads/bulk-agency-logo-' || (a.n % 40) || '.png', 'An agency for brands that build.', 'https://agency' || a.n || '.example', 'GB',
       case when a.status = 'ACTIVE' then a.created_at end, a.created_at, a.created_at
     from bulk_market_agencies a order by a.id`,
    `select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`,
    `insert into user_teams (user_id, team_id, role, active, can_post_jobs, created_at)
     select id, id, 'admin', true, true, created_at from bulk_market_agencies order by id`,
    // Each agency draws its own services (the outer id in the ordering keeps the draw per agency).
    `insert into user_services (user_id, service_id)
     select a.id, s.id from bulk_market_agencies a
     cross join lateral (select id from services where not hidden order by random() + a.id * 0 limit a.k_services) s`,
    `create temp table bulk_market_studies as
     select g.n, 1 + floor(power(random(), 2) * ${s.agencies})::int as agency_n,
       ${pick(PROJECTS)} || ' for ' || ${pick(CLIENTS)} as title,
       '${now}'::timestamptz - interval '700 days' * random() as created_at
     from generate_series(1, ${s.caseStudies}) g(n)`,
    `insert into case_studies (agency_id, created_by, title, description, headline, thumbnail, created_at, updated_at)
     select a.id, a.id, st.title,
       '<p>' || st.title || ': what we were asked, what we made and what it changed for the client, in a few paragraphs.</p>',
       left(st.title || ': what we were asked, what we made and what it changed for the client, in a few paragraphs.', 100),
       '/uploads/bulk-case-thumb-' || (st.n % 60) || '.jpg', st.created_at, st.created_at
     from bulk_market_studies st join bulk_market_agencies a on a.n = st.agency_n
     order by st.created_at`,
    `analyze users`,
    `analyze user_services`,
    `analyze case_studies`,
    `drop table bulk_market_agencies`,
    `drop table bulk_market_studies`,
  ];
}
