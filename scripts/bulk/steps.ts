/**
 * The statements of `npm run seed:bulk` (scripts/bulk/seed-bulk.ts), in order. Each step is one or a few
 * set-based statements (insert … select … from generate_series, random() after a fixed setseed) run inside the
 * database. Staging tables are temporary (bulk_*): they hold each row's draws so that later steps (the
 * post's tags, its description, the applications) agree with earlier ones.
 */
import {
  BRIEFS, CLOSINGS, COMPANY_WORDS, DISCIPLINE_WORDS, EURO_COUNTRIES, FIRST_NAMES, FOLLOW_UPS, LAST_NAMES, OPENINGS, RARE,
  RESPONSIBILITIES, TITLE_SUFFIXES,
} from './vocabulary.js';
import { json, lit, pick, textArray, weighted } from './sql.js';

export interface Sizes {
  posts: number;
  freelancers: number;
  applications: number;
  teams: number;
  agencies: number;
}

export interface City {
  label: string;
  country: string;
  placeId: string | null;
  lat: number | null;
  lng: number | null;
  weight: number;
}

export interface Step {
  name: string;
  sql: string[];
}

const DISC = DISCIPLINE_WORDS.map((d) => d.weight);
/** Post states: open and published, closed, unpublished (the share of closed grows with age, see below). */
const DAYS = 1095;
/** JUNIOR, MID, SENIOR, LEAD, DIRECTOR, as the freelancers' levels. */
const LEVEL_WEIGHTS = [15, 30, 30, 15, 10];

/** Reference lists, per discipline and overall, read into one-row and per-discipline staging tables. */
function reference(cities: City[], hash: string): Step {
  const words = DISCIPLINE_WORDS.map((d, i) => ({ industry_id: i + 1, ...d }));
  return {
    name: 'staging: reference lists and words',
    sql: [
      `create temp table bulk_disc as
       select (w->>'industry_id')::int as industry_id,
         array(select jsonb_array_elements_text(w->'deliverables')) as deliverables,
         array(select jsonb_array_elements_text(w->'projects')) as projects,
         array(select jsonb_array_elements_text(w->'suffixes')) as suffixes,
         array(select p.id from positions p where p.industry_id = (w->>'industry_id')::int and not p.hidden order by p.id) as position_ids,
         array(select p.name from positions p where p.industry_id = (w->>'industry_id')::int and not p.hidden order by p.id) as position_names,
         array(select p.job_level_id from positions p where p.industry_id = (w->>'industry_id')::int and not p.hidden order by p.id) as position_levels
       from jsonb_array_elements(${json(words)}) w`,
      // Popularity of each skill, category experience and qualification within its discipline: a skewed weight
      // (1/rank^0.8 in an order drawn once), so some are asked for often and others rarely.
      `create temp table bulk_tag_w as
       select kind, industry_id, id, name, software, 1.0 / power(row_number() over (partition by kind, industry_id order by md5(kind || id)), 0.8) as w
       from (
         select 'skill' as kind, industry_id, id, name, software from skills where not hidden
         union all select 'genre', industry_id, id, name, false from genres where not hidden
         union all select 'qualification', industry_id, id, name, false from qualifications where not hidden
       ) t`,
      `create index on bulk_tag_w (kind, industry_id, software)`,
      `create temp table bulk_consts as select
         ${textArray(cities.map((c) => c.label))} as city_labels,
         ${textArray(cities.map((c) => c.country))} as city_countries,
         ${textArray(cities.map((c) => c.placeId ?? ''))} as city_place_ids,
         ARRAY[${cities.map((c) => c.lat ?? 'null').join(', ')}]::float8[] as city_lats,
         ARRAY[${cities.map((c) => c.lng ?? 'null').join(', ')}]::float8[] as city_lngs,
         ${textArray(EURO_COUNTRIES)} as euro,
         array(select id from job_levels order by sort_order, id) as level_ids,
         array(select id from services where not hidden order by sort_order, id) as service_ids,
         array(select name from services where not hidden order by sort_order, id) as service_names,
         (select id from languages where name = 'English') as english,
         ${textArray(OPENINGS)} as openings, ${textArray(BRIEFS)} as briefs, ${textArray(RARE)} as rare,
         ${textArray(RESPONSIBILITIES)} as resps, ${textArray(CLOSINGS)} as closings, ${textArray(TITLE_SUFFIXES)} as suffixes,
         ${textArray(FOLLOW_UPS)} as follow_ups, ${textArray(COMPANY_WORDS.first)} as company_first,
         ${textArray(COMPANY_WORDS.second)} as company_second, ${textArray(FIRST_NAMES)} as first_names,
         ${textArray(LAST_NAMES)} as last_names, ${lit(hash)} as hash`,
    ],
  };
}

const cityOf = (cities: City[]) => weighted(cities.map((c) => c.weight));

/** Company teams (ACTIVE, about 3% INACTIVE), each posting a share of the posts drawn from a heavy-tailed weight. */
function teams(s: Sizes, base: number, now: string, cities: City[]): Step {
  return {
    name: `company teams (${s.teams})`,
    sql: [
      `create temp table bulk_teams as
       select ${base} + n as id, n, industry_id, status, first_name, last_name, city_i,
         initcap(w1) || lower(w2) || ' ' || suffix as company,
         -- Pareto weight (alpha 1.3) capped at 40: the biggest teams post about 20 times the median (at a million
         -- posts, a few thousand each), most a few hundred or fewer; inactive ones next to none.
         least(power(1 - u_w, -1 / 1.3), 40) * case when status = 'ACTIVE' then 1 else 0.02 end as w,
         ${lit(now)}::timestamptz - interval '${DAYS + 30} days' * power(u_created, 0.7) as created_at
       from (
         select n, industry_id, case when random() < 0.03 then 'INACTIVE' else 'ACTIVE' end as status,
           ${pick('c.first_names')} as first_name, ${pick('c.last_names')} as last_name, ${cityOf(cities)} as city_i,
           ${pick('c.company_first')} as w1, ${pick('c.company_second')} as w2, ${pick('d.suffixes')} as suffix,
           random() as u_w, random() as u_created
         from (select n, ${weighted(DISC)} as industry_id from generate_series(1, ${s.teams}) n) g
         cross join bulk_consts c join bulk_disc d using (industry_id)
       ) x`,
      `create temp table bulk_team_ranges as
       select id, industry_id, coalesce(lag(upto) over (order by n), 0) as lo, upto as hi
       from (select id, n, industry_id, round(${s.posts} * sum(w) over (order by n) / (select sum(w) from bulk_teams))::int as upto from bulk_teams) t`,
      `insert into users (id, email, password_hash, type, status, first_name, last_name, company, position, bio, description,
         city, country, can_use_logo, approved_at, created_at, updated_at)
       overriding system value
       select t.id, 'company' || t.n || '@bulk.test', c.hash, 'COMPANY', t.status, t.first_name, t.last_name, t.company, 'Head of Talent',
         t.company || ' is an independent team of specialists.', 'Senior people, quick to start, easy to work with.',
         split_part(c.city_labels[t.city_i], ',', 1), case when c.city_countries[t.city_i] = 'GB' then 'GB' else c.city_countries[t.city_i] end,
         true, case when t.status = 'ACTIVE' then t.created_at + interval '1 day' end, t.created_at, t.created_at
       from bulk_teams t cross join bulk_consts c order by t.id`,
      `insert into user_teams (user_id, team_id, role, active, can_post_jobs, created_at)
       select id, id, 'admin', true, true, created_at from bulk_teams order by id`,
    ],
  };
}

/** Agency teams: their disciplines and category experience (what agency "for you" reads), about 97% ACTIVE. */
function agencies(s: Sizes, base: number, now: string, cities: City[]): Step {
  return {
    name: `agency teams (${s.agencies})`,
    sql: [
      `create temp table bulk_agencies as
       select ${base} + n as id, n, industry_id, case when random() < 0.97 then 'ACTIVE' else 'INACTIVE' end as status,
         ${pick('c.first_names')} as first_name, ${pick('c.last_names')} as last_name, ${cityOf(cities)} as city_i,
         ${pick('c.company_first')} || ' ' || ${pick('d.suffixes')} || ' Agency' as company,
         3 + floor(random() * 6)::int as k_genres, random() < 0.3 as second,
         ${lit(now)}::timestamptz - interval '${DAYS} days' * random() as created_at
       from (select n, ${weighted(DISC)} as industry_id from generate_series(1, ${s.agencies}) n) g
       cross join bulk_consts c join bulk_disc d using (industry_id)`,
      `insert into users (id, email, password_hash, type, status, first_name, last_name, company, agency_name, position, bio, city, country,
         approved_at, created_at, updated_at)
       overriding system value
       select a.id, 'agency' || a.n || '@bulk.test', c.hash, 'AGENCY', a.status, a.first_name, a.last_name, a.company, a.company, 'Director',
         'A digital agency for brands that build.', split_part(c.city_labels[a.city_i], ',', 1), c.city_countries[a.city_i],
         case when a.status = 'ACTIVE' then a.created_at end, a.created_at, a.created_at
       from bulk_agencies a cross join bulk_consts c order by a.id`,
      `insert into user_teams (user_id, team_id, role, active, can_post_jobs, created_at)
       select id, id, 'admin', true, true, created_at from bulk_agencies order by id`,
      `insert into user_industries (user_id, industry_id)
       select id, industry_id from bulk_agencies
       union select id, 1 + (industry_id % ${DISC.length}) from bulk_agencies where second`,
      `insert into user_genres (user_id, genre_id)
       select a.id, g.id from bulk_agencies a
       cross join lateral (
         select w.id from bulk_tag_w w
         where w.kind = 'genre' and (w.industry_id = a.industry_id or (a.second and w.industry_id = 1 + (a.industry_id % ${DISC.length})))
         order by -ln(1 - random()) / w.w limit a.k_genres
       ) g`,
    ],
  };
}

/**
 * Freelancers (about 94% ACTIVE) with their profile lists: 1-2 disciplines, 2-5 category experiences, 3-8 skills
 * (up to 3 top) and 1-4 software skills, 0-2 qualifications, 1-2 adjacent levels, 1-3 positions, preferences and
 * notification settings (email off for about 20%; immediately or daily).
 */
function freelancers(s: Sizes, base: number, now: string, cities: City[]): Step {
  const sample = (kind: string, k: string, extra = '') => `
    select w.id, w.name from bulk_tag_w w where w.kind = '${kind}' and w.industry_id = f.industry_id ${extra}
    order by -ln(1 - random()) / w.w limit ${k}`;
  return {
    name: `freelancers (${s.freelancers})`,
    sql: [
      `create temp table bulk_free as
       select ${base} + n as id, n, industry_id, second_industry,
         case when random() < 0.94 then 'ACTIVE' else 'INACTIVE' end as status,
         level_i, case when level_i < 5 and random() < 0.4 then level_i + 1 end as level_j,
         2 + floor(random() * 4)::int as k_genres, 3 + floor(random() * 6)::int as k_skills, 1 + floor(random() * 4)::int as k_software,
         ${weighted([10, 20, 30, 40])} - 1 as k_top, case when industry_id = 2 then 1 + floor(random() * 2)::int else floor(random() * random() * 3)::int end as k_quals,
         1 + floor(random() * 3)::int as k_positions,
         ${lit(now)}::timestamptz - interval '${DAYS} days' * power(random(), 1.3) as created_at
       from (
         select n, ${weighted(DISC)} as industry_id, ${weighted(LEVEL_WEIGHTS)} as level_i,
           case when random() < 0.2 then ${weighted(DISC)} end as second_industry
         from generate_series(1, ${s.freelancers}) n
       ) g`,
      `insert into users (id, email, password_hash, type, status, first_name, last_name, jobtitle, bio, city, country, location, vetted,
         privacy, send_email, notification_frequency, salary_currency, salary_unit, minimum_salary, maximum_salary, created_at, updated_at)
       overriding system value
       select id, 'freelancer' || n || '@bulk.test', hash, 'FREELANCER', status, first_name, last_name, jobtitle,
         'Freelance ' || lower(jobtitle) || ' with ' || (2 + n % 15) || ' years of experience.', split_part(city_labels[city_i], ',', 1),
         city_countries[city_i], (ARRAY['ONSITE','REMOTE','HYBRID'])[${weighted([25, 30, 45])}], random() < 0.2,
         case when random() < 0.9 then 'ACTIVE' else 'INACTIVE' end, random() >= 0.2,
         case when random() < 0.35 then 'immediately' else 'daily' end, 'GBP', unit, lo, lo + step, created_at, created_at
       from (
         select f.*, c.hash, c.city_labels, c.city_countries, ${pick('c.first_names')} as first_name, ${pick('c.last_names')} as last_name,
           ${cityOf(cities)} as city_i, ${pick('d.position_names')} as jobtitle,
           case when random() < 0.6 then 'DAY' else 'YEAR' end as unit
         from bulk_free f cross join bulk_consts c join bulk_disc d using (industry_id)
       ) x
       cross join lateral (select case when unit = 'DAY' then (150 + 25 * floor(random() * 20))::int else (25000 + 1000 * floor(random() * 70))::int end as lo,
         case when unit = 'DAY' then (25 + 25 * floor(random() * 6))::int else (5000 + 1000 * floor(random() * 15))::int end as step) b
       order by id`,
      `insert into user_industries (user_id, industry_id)
       select id, industry_id from bulk_free union select id, second_industry from bulk_free where second_industry is not null`,
      `insert into user_genres (user_id, genre_id) select f.id, g.id from bulk_free f cross join lateral (${sample('genre', 'f.k_genres')}) g`,
      `insert into user_skills (user_id, skill_id, is_top)
       select f.id, x.id, x.i <= f.k_top from bulk_free f
       cross join lateral (select id, row_number() over () as i from (${sample('skill', 'f.k_skills', 'and not w.software')}) y) x
       union all
       select f.id, x.id, false from bulk_free f cross join lateral (${sample('skill', 'f.k_software', 'and w.software')}) x`,
      `insert into user_qualifications (user_id, qualification_id)
       select f.id, q.id from bulk_free f cross join lateral (${sample('qualification', 'f.k_quals')}) q where f.k_quals > 0`,
      `insert into user_job_levels (user_id, job_level_id)
       select f.id, c.level_ids[f.level_i] from bulk_free f cross join bulk_consts c
       union all select f.id, c.level_ids[f.level_j] from bulk_free f cross join bulk_consts c where f.level_j is not null`,
      `insert into user_positions (user_id, position_id)
       select f.id, p.id from bulk_free f cross join bulk_consts c
       cross join lateral (
         select p.id from positions p where p.industry_id = f.industry_id and p.job_level_id in (c.level_ids[f.level_i], c.level_ids[f.level_j])
         order by random() limit f.k_positions
       ) p`,
      `insert into freelancer_preferences (user_id, job_type, working_hours, notice_period_unit, start_timing, updated_at)
       select id, (ARRAY['FREELANCE','PERMANENT','BOTH'])[${weighted([45, 25, 30])}], (ARRAY['FULLTIME','PARTTIME','BOTH_TIME'])[${weighted([50, 20, 30])}],
         'WEEKS', (1 + floor(random() * 3))::text, created_at
       from bulk_free order by id`,
      `insert into user_languages (user_id, language_id) select f.id, c.english from bulk_free f cross join bulk_consts c where c.english is not null`,
    ],
  };
}

/**
 * The posts' draws, in the order of their dates (so ids and the table follow time, as in production): team,
 * discipline (the team's in 85%), JOB or PROJECT (15%), created over three years with more recent posts denser
 * (age = 3 years x u^1.5: about 14% in the last 60 days), state (5% unpublished, closed from 2% of the newest to
 * 22% of the oldest, the rest open), featured (2.5%) and how many tags of each kind.
 */
function posts(s: Sizes, base: number, now: string): Step {
  return {
    name: `staging: ${s.posts} posts' draws`,
    sql: [
      `create temp table bulk_posts as
       select (${base} + row_number() over (order by created_at, n))::int as id, x.*,
         case when state = 'unpublished' then (case when random() < 0.4 then created_at end)
              else least(created_at + interval '2 days' * power(random(), 3), ${lit(now)}::timestamptz) end as published_at,
         case when state = 'closed' then created_at + (${lit(now)}::timestamptz - created_at) * (0.2 + 0.8 * random()) end as deleted_at
       from (
         select n, team_id, industry_id, target, created_at,
           case when u_state < 0.05 then 'unpublished'
                when random() < 0.02 + 0.2 * extract(epoch from ${lit(now)}::timestamptz - created_at) / ${DAYS * 86400} then 'closed'
                else 'open' end as state,
           random() < 0.025 as featured,
           case when target = 'JOB' then 1 + floor(random() * 5)::int else 0 end as k_skills, case when target = 'JOB' and (industry_id = 2 or random() < 0.85) then 1 + floor(random() * 3)::int else 0 end as k_software,
           floor(random() * 3)::int as k_must, 1 + floor(random() * 3)::int as k_genres,
           case when target <> 'JOB' then 0 when industry_id = 2 then 1 + floor(random() * 2)::int else floor(random() * random() * 3)::int end as k_quals,
           case when target = 'PROJECT' then 1 + floor(random() * 3)::int else 0 end as k_services
         from (
           select n, r.id as team_id, case when random() < 0.85 then r.industry_id else ${weighted(DISC)} end as industry_id,
             case when random() < 0.15 then 'PROJECT' else 'JOB' end as target,
             ${lit(now)}::timestamptz - interval '${DAYS} days' * power(random(), 1.5) as created_at, random() as u_state
           from bulk_team_ranges r, generate_series(r.lo + 1, r.hi) n
         ) g
       ) x
       order by id`,
      `alter table bulk_posts add primary key (id)`,
    ],
  };
}

/**
 * Each post's tags, drawn by popularity within its discipline (weighted sampling without replacement), kept as
 * arrays so the description can name them: skills 1-5 and software 0-3 (2-8 together for jobs; at least one
 * software skill and qualification in discipline 2, as the form requires), the first 0-2 must-haves, category
 * experience 1-3, qualifications 0-2, services 1-3 for projects.
 */
function tags(): Step {
  const sample = (kind: string, k: string, extra = '') => `
    select array_agg(id) as ids, array_agg(name) as names from (
      select w.id, w.name from bulk_tag_w w where w.kind = '${kind}' and w.industry_id = p.industry_id ${extra}
      order by -ln(1 - random()) / w.w limit ${k}) x`;
  return {
    name: 'staging: tags of each post',
    sql: [
      `create temp table bulk_post_tags as
       select p.id, sk.ids as skill_ids, sk.names as skill_names, sw.ids as software_ids, sw.names as software_names,
         g.ids as genre_ids, g.names as genre_names, q.ids as qual_ids, q.names as qual_names, sv.ids as service_ids, sv.names as service_names
       from bulk_posts p
       cross join bulk_consts c
       cross join lateral (${sample('skill', 'p.k_skills', 'and not w.software')}) sk
       cross join lateral (${sample('skill', 'p.k_software', 'and w.software')}) sw
       cross join lateral (${sample('genre', 'p.k_genres')}) g
       cross join lateral (${sample('qualification', 'p.k_quals')}) q
       cross join lateral (
         select array_agg(c.service_ids[i]) as ids, array_agg(c.service_names[i]) as names
         from (select i from generate_series(1, cardinality(c.service_ids)) i order by random() limit p.k_services) x
       ) sv
       order by p.id`,
      `alter table bulk_post_tags add primary key (id)`,
    ],
  };
}

/** The posts themselves: title, slug, HTML description naming the tags, location, role, compensation, state. */
function insertPosts(): Step {
  // Layers: p (position and project name per discipline), x (every other draw, the tags, the team), y (what
  // follows from the draws: role type, unit, currency, location flags), then the row.
  const x = `
    select p.id, p.team_id, p.target, p.created_at, p.published_at, p.deleted_at, p.state, p.featured, p.project_name,
      t.skill_names, t.software_names, t.genre_names, t.qual_names,
      (select array_agg(n) from unnest(t.skill_names[1:p.k_must] || t.software_names[1:least(p.k_must, 1)]) n) as must_names,
      t.service_names,
      tm.company, c.city_labels, c.city_countries, c.city_place_ids, c.city_lats, c.city_lngs, c.euro,
      case when p.target = 'JOB' then d.position_names[p.pos_i] end as position_name,
      case when p.target = 'JOB' then d.position_ids[p.pos_i] end as position_id,
      case when p.target = 'JOB' then d.position_levels[p.pos_i] end as level_id,
      coalesce(array_position(c.level_ids, d.position_levels[p.pos_i]), 2) as lv,
      case when p.target = 'JOB' then d.position_names[p.pos_i] || ${pick('c.suffixes')}
           else p.project_name || case when random() < 0.3 then ' for ' || ${pick('c.briefs', 3)} else '' end end as title,
      ${pick('c.openings')} as opening, ${pick('c.briefs', 3)} as brief, ${pick('c.rare')} as rare, random() as rare_r,
      ${pick('c.resps')} as resp1, ${pick('c.resps')} as resp2, ${pick('d.deliverables')} as deliverable1,
      ${pick('d.deliverables')} as deliverable2, ${pick('c.closings')} as closing, ${pick('c.follow_ups')} as follow_up,
      case when random() < 0.7 then tm.city_i else 1 + floor(random() * cardinality(c.city_labels))::int end as city_i,
      ${weighted([35, 25, 40])} as loc_i, random() as loc_r, ${weighted([55, 30, 15])} as type_i, ${weighted([65, 20, 15])} as sub_i,
      random() as unit_r, random() as cur_r, random() as dur_r, random() as ir_r, random() as link_r, random() < 0.65 as displayed,
      random() as b1, random() as b2,
      (ARRAY['FILLED_ELSEWHERE','JOB_POSTPONED','NO_LONGER_EXISTS','FILLED_BY_APPLICANT'])[1 + floor(random() * 4)::int] as close_reason,
      ${pick('c.first_names')} || ' ' || ${pick('c.last_names')} as filled_by
    from (select p.*, 1 + floor(random() * cardinality(d.position_ids))::int as pos_i, ${pick('d.projects')} as project_name
          from bulk_posts p join bulk_disc d using (industry_id)) p
    join bulk_post_tags t using (id)
    join bulk_teams tm on tm.id = p.team_id
    join bulk_disc d on d.industry_id = p.industry_id
    cross join bulk_consts c`;
  const y = `
    select x.*, case when target = 'PROJECT' then 'PROJECT' else (ARRAY['FREELANCE','PERMANENT','BOTH'])[type_i] end as type,
      case when target = 'PROJECT' then 'PROJECT' else (ARRAY['FULLTIME','PARTTIME','BOTH_TIME'])[sub_i] end as sub_type,
      case when target = 'PROJECT' then null when type_i = 1 or (type_i = 3 and unit_r < 0.5) then 'DAY' else 'YEAR' end as unit,
      case when city_countries[city_i] = any(euro) then 'EUR' when cur_r < 0.02 then 'USD' else 'GBP' end as currency,
      target = 'JOB' and loc_i <> 2 as is_on_site,
      target = 'JOB' and loc_i <> 1 as is_remote,
      (target = 'PROJECT' or loc_i <> 2 or loc_r < 0.8) as has_location
    from (${x}) x`;
  const place = `split_part(city_labels[city_i], ',', 1)`;
  return {
    name: 'opportunities',
    sql: [
      `insert into opportunities (id, slug, team_id, target, title, description, location, location_place_id, location_country, location_lat,
         location_lng, job_number, is_active, is_public, type, sub_type, job_level_id, position_id, is_on_site, is_remote, minimum_budget,
         maximum_budget, is_compensation_displayed, compensation_currency, compensation_unit, duration, is_ir35, follow_up, application_link,
         published_at, featured, created_by, updated_by, created_at, updated_at, deleted_at, close_reason, closed_at, freelancer_name)
       overriding system value
       select id, trim(both '-' from left(regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g'), 100)) || '-' || to_hex(id),
         team_id, target, title,
         '<p>' || replace(replace(replace(opening, '{c}', company), '{p}', case when coalesce(position_name, 'x') ~* '^[aeiou]' then 'an' else 'a' end
             || ' <b>' || lower(coalesce(position_name, project_name)) || '</b>'), '{g}', lower(genre_names[1]))
           || '</p><p>The first brief is for ' || brief || ', with plenty more to follow.'
           || case when rare_r < 0.005 then ' Experience of ' || rare || ' is a plus.' else '' end || '</p>'
           || case when target = 'JOB'
                then '<p>You will use ' || array_to_string(skill_names, ', ')
                  || coalesce(', working in ' || array_to_string(software_names, ' and '), '') || '.</p>'
                else '<p>We need a team with ' || lower(array_to_string(genre_names, ', ')) || ' experience for '
                  || lower(array_to_string(service_names, ', ')) || '.</p>' end
           || '<ul><li>' || replace(replace(resp1, '{d}', deliverable1), '{g}', lower(genre_names[1]))
           || '</li><li>' || replace(replace(resp2, '{d}', deliverable2), '{g}', lower(genre_names[cardinality(genre_names)]))
           || coalesce('</li><li>Must have: ' || array_to_string(must_names, ', '), '')
           || coalesce('</li><li>Qualified: ' || array_to_string(qual_names, ', '), '')
           || '</li></ul><p>' || case when is_remote and not is_on_site then 'This role is fully remote.'
                when is_remote then 'Hybrid: a few days a week at our office in ' || ${place} || '.'
                when is_on_site then 'Based at our office in ' || ${place} || '.'
                else 'Our team is based in ' || ${place} || '.' end
           || ' ' || closing || '</p>',
         case when has_location then city_labels[city_i] end, case when has_location then nullif(city_place_ids[city_i], '') end,
         case when has_location then city_countries[city_i] end, case when has_location then city_lats[city_i] end,
         case when has_location then city_lngs[city_i] end,
         created_at::date, state <> 'unpublished', true, type, sub_type, level_id, position_id, is_on_site, is_remote,
         -- Day rates and salaries by level, a whole budget for a project.
         case when target = 'PROJECT' then (2000 + 500 * floor(b1 * b1 * 200))::int
              when unit = 'DAY' then (100 + 50 * lv + 25 * floor(b1 * 8))::int else (18000 + 12000 * lv + 1000 * floor(b1 * 10))::int end,
         case when target = 'PROJECT' then (2000 + 500 * floor(b1 * b1 * 200) + 1000 * floor(b2 * 30))::int
              when unit = 'DAY' then (100 + 50 * lv + 25 * floor(b1 * 8) + 25 * floor(b2 * 8))::int
              else (18000 + 12000 * lv + 1000 * floor(b1 * 10) + 1000 * floor(5 + b2 * 15))::int end,
         displayed, currency, unit,
         case when target = 'PROJECT' then (case when dur_r < 0.7 then (ARRAY[1,4,99])[1 + floor(dur_r / 0.7 * 3)::int] end)
              when type <> 'PERMANENT' and dur_r < 0.6 then (ARRAY[1,2,3,4,5,6,7,13])[1 + floor(dur_r / 0.6 * 8)::int] end,
         case when target = 'JOB' and type <> 'PERMANENT' and ir_r < 0.7 then floor(ir_r / 0.7 * 3)::int end,
         follow_up, case when link_r < 0.08 then 'https://jobs.example.com/apply/' || to_hex(id) end,
         published_at, featured, team_id, team_id, created_at, coalesce(deleted_at, created_at), deleted_at,
         case when state = 'closed' then close_reason end, deleted_at::date,
         case when state = 'closed' and close_reason = 'FILLED_BY_APPLICANT' then filled_by end
       from (${y}) y
       order by id`,
    ],
  };
}

/** The posts' tag rows, from the staged arrays (order kept: the first are the must-haves). */
function postLinks(): Step {
  return {
    name: 'post tags (industries, skills, genres, qualifications, services) facets and words',
    sql: [
      // Jobs carry their discipline; projects have none (the project form asks category experience and services).
      `insert into opportunity_industries (opportunity_id, industry_id) select id, industry_id from bulk_posts where target = 'JOB' order by id`,
      `insert into opportunity_skills (opportunity_id, skill_id, must_have)
       select p.id, s.skill_id, s.i <= p.k_must from bulk_posts p join bulk_post_tags t using (id)
       cross join lateral unnest(t.skill_ids) with ordinality s(skill_id, i)
       union all
       select p.id, s.skill_id, s.i <= least(p.k_must, 1) from bulk_posts p join bulk_post_tags t using (id)
       cross join lateral unnest(t.software_ids) with ordinality s(skill_id, i)
       order by 1, 2`,
      `insert into opportunity_genres (opportunity_id, genre_id)
       select t.id, g from bulk_post_tags t cross join lateral unnest(t.genre_ids) g order by 1, 2`,
      `insert into opportunity_qualifications (opportunity_id, qualification_id, must_have)
       select t.id, q.q, q.i = 1 and t.id % 2 = 0 from bulk_post_tags t cross join lateral unnest(t.qual_ids) with ordinality q(q, i)
       where t.qual_ids is not null order by 1, 2`,
      `insert into opportunity_services (opportunity_id, service_id)
       select t.id, sv from bulk_post_tags t cross join lateral unnest(t.service_ids) sv where t.service_ids is not null order by 1, 2`,
      // The search facets (migration 0010) and words (0014, 0024), once per post: the triggers that keep them are off during
      // the load. The update leaves a dead copy of every post, which would spread the live ones over twice the pages: compact.
      `update opportunities set facets = opportunity_facets(id, type, sub_type, job_level_id, is_on_site, is_remote),
         search_vector = opportunity_words(id, team_id, title, description, location)`,
      `vacuum full opportunities`,
    ],
  };
}

/**
 * Applications: freelancers (ACTIVE) apply to jobs, 90% in their discipline, agencies (for their team, 2% of all)
 * to projects; how many each makes follows a heavy-tailed weight capped at 25 (the busiest make about 10 times
 * the average: a couple of hundred for a freelancer at full size, a thousand for an agency), which post is skewed
 * to the recently published. Drawn with 25% to spare, made unique per post and person, then cut to the size.
 * Created in the 45 days after publication; 45% viewed by the employer.
 */
function applicationsStep(s: Sizes, base: number, now: string): Step {
  const agencyShare = 0.02;
  const draw = (n: number) => Math.round(n * 1.25);
  return {
    name: `applications (${s.applications})`,
    sql: [
      `create temp table bulk_pub as
       select target, industry_id, row_number() over (partition by target, industry_id order by published_at desc, id)::int as k, id, published_at
       from bulk_posts where published_at is not null`,
      `create index on bulk_pub (target, industry_id, k)`,
      `create temp table bulk_pub_count as select target, industry_id, count(*)::int as cnt from bulk_pub group by 1, 2`,
      `create temp table bulk_seekers as
       select id, industry_id, 'JOB' as target, null::int as team_id, power(1 - random(), -1 / 1.6) as w from bulk_free where status = 'ACTIVE'
       union all
       select id, industry_id, 'PROJECT', id, power(1 - random(), -1 / 1.6) from bulk_agencies where status = 'ACTIVE'`,
      `create temp table bulk_draws as
       select d.user_id, d.team_id, p.id as opportunity_id, p.published_at
       from (
         select sk.id as user_id, sk.team_id, sk.target, i.industry_id, 1 + floor(c.cnt * power(random(), 2.5))::int as k
         from (
           select sk.*, round(least(sk.w, 25) * case when sk.target = 'JOB' then ${draw(s.applications * (1 - agencyShare))} / tj.w
             else ${draw(s.applications * agencyShare)} / tp.w end)::int as a
           from bulk_seekers sk,
             (select sum(least(w, 25)) as w from bulk_seekers where target = 'JOB') tj,
             (select greatest(sum(least(w, 25)), 1e-9) as w from bulk_seekers where target = 'PROJECT') tp
         ) sk
         cross join lateral generate_series(1, sk.a) j
         cross join lateral (select case when random() < 0.9 then sk.industry_id else ${weighted(DISC)} end as industry_id) i
         join bulk_pub_count c on c.target = sk.target and c.industry_id = i.industry_id
       ) d
       join bulk_pub p on p.target = d.target and p.industry_id = d.industry_id and p.k = d.k`,
      `create temp table bulk_apps as
       select opportunity_id, user_id, team_id, created_at from (
         select opportunity_id, user_id, team_id,
           least(published_at + least(${lit(now)}::timestamptz - published_at, interval '45 days') * power(random(), 2), ${lit(now)}::timestamptz) as created_at,
           random() as r
         from (select distinct on (opportunity_id, user_id) * from bulk_draws order by opportunity_id, user_id) u
         order by r limit ${s.applications}
       ) a`,
      `insert into applications (id, opportunity_id, user_id, team_id, is_shown, viewed_at, created_at)
       overriding system value
       select ${base} + row_number() over (order by created_at, opportunity_id, user_id), opportunity_id, user_id, team_id, true,
         case when random() < 0.45 then least(created_at + interval '3 days' * random(), ${lit(now)}::timestamptz) end, created_at
       from bulk_apps order by created_at, opportunity_id, user_id`,
    ],
  };
}

export const STEPS = { reference, teams, agencies, freelancers, posts, tags, insertPosts, postLinks, applications: applicationsStep };
