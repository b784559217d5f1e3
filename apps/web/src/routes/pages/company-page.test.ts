import { describe, expect, it } from 'vitest';
import type { AppLoadContext, LoaderFunctionArgs, MetaArgs } from 'react-router';
import { headers, loader, meta } from './company-page';
import * as embed from './embed-company';

/** The company page's route module: its loader's status and cache, and the head it declares (title, canonical, Open Graph, JSON-LD). */

const APP = 'https://jobs.example.com';

const COMPANY = {
  slug: 'northwind-studio',
  name: 'Northwind Studio',
  logo: '/uploads/logo.png',
  about: 'A design and engineering studio in London.',
  apart: null,
  location: 'London, United Kingdom',
  website: 'https://northwind.example.com',
  size: '11-50',
  posts: [],
};

/** A load context whose in-process GraphQL answers `companyPage` with `company`, and records what was asked. */
function contextWith(company: unknown): { context: AppLoadContext; asked: string[] } {
  const asked: string[] = [];
  const graphql = async ({ body }: { headers: Record<string, string>; body: string }) => {
    asked.push(body);
    return new Response(JSON.stringify({ data: { companyPage: company } }), { headers: { 'content-type': 'application/json' } });
  };
  return { context: { graphql, appUrl: APP } as AppLoadContext, asked };
}

type Loaded = { type: 'DataWithResponseInit'; data: { head: unknown }; init: { status?: number; headers?: Record<string, string> } | null };

async function load(run: typeof loader, company: unknown, slug = 'northwind-studio') {
  const { context, asked } = contextWith(company);
  const result = (await run({ params: { slug }, context, request: new Request(`${APP}/companies/${slug}`) } as unknown as LoaderFunctionArgs)) as unknown as Loaded;
  return { result, asked };
}

const tags = (loaderData: unknown, run: typeof meta = meta) => run({ loaderData } as unknown as MetaArgs<typeof loader>) as Record<string, unknown>[];
const content = (list: Record<string, unknown>[], key: string) => list.find((t) => t.name === key || t.property === key)?.content;

describe('the company page', () => {
  it('reads the company by its slug and is kept by shared caches for a minute', async () => {
    const { result, asked } = await load(loader, COMPANY);
    expect(JSON.parse(asked[0]!).variables).toEqual({ slug: 'northwind-studio' });
    expect(result.init?.status).toBeUndefined();
    expect(result.init?.headers).toEqual({ 'Cache-Control': 'public, max-age=0, s-maxage=60', Vary: 'Cookie' });
    expect(headers({ loaderHeaders: new Headers(result.init!.headers) } as never)).toBeInstanceOf(Headers);
  });

  it('has a title, description, canonical address, Open Graph tags with its logo, and Organization JSON-LD', async () => {
    const { result } = await load(loader, COMPANY);
    const head = tags(result.data);
    expect(head[0]).toEqual({ title: 'Northwind Studio: jobs and company profile | Onbrief' });
    expect(content(head, 'description')).toBe(COMPANY.about);
    expect(head).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${APP}/companies/northwind-studio` });
    expect(content(head, 'og:url')).toBe(`${APP}/companies/northwind-studio`);
    expect(content(head, 'og:title')).toBe('Northwind Studio: jobs and company profile');
    expect(content(head, 'og:image')).toBe(`${APP}/uploads/logo.png`);
    expect(content(head, 'robots')).toBeUndefined();
    expect(head.at(-1)).toEqual({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Northwind Studio',
        url: `${APP}/companies/northwind-studio`,
        description: COMPANY.about,
        logo: `${APP}/uploads/logo.png`,
        sameAs: ['https://northwind.example.com'],
        address: { '@type': 'PostalAddress', addressLocality: 'London, United Kingdom' },
        numberOfEmployees: { '@type': 'QuantitativeValue', minValue: 11, maxValue: 50 },
      },
    });
  });

  it('describes a company that wrote nothing by its open posts, and leaves out what it has not given', async () => {
    const bare = { ...COMPANY, about: null, logo: null, website: null, location: null, size: null };
    const head = tags((await load(loader, bare)).result.data);
    expect(content(head, 'description')).toBe('Northwind Studio on Onbrief: no open posts right now.');
    expect(content(head, 'og:image')).toBe(`${APP}/icon-512.png`);
    expect(head.at(-1)).toEqual({
      'script:ld+json': { '@context': 'https://schema.org', '@type': 'Organization', name: 'Northwind Studio', url: `${APP}/companies/northwind-studio` },
    });
  });

  it('answers 404 with the not-found head, and is not kept, when there is no visible company', async () => {
    const { result } = await load(loader, null, 'hidden-co');
    expect(result.init?.status).toBe(404);
    expect(result.init?.headers).toBeUndefined();
    const head = tags(result.data);
    expect(head[0]).toEqual({ title: 'Page not found | Onbrief' });
    expect(content(head, 'robots')).toBe('noindex');
  });
});

describe('the embedded list', () => {
  it('is titled for the company, kept out of indexes, points search engines to the company page, and has no frame of ours', async () => {
    const { result } = await load(embed.loader as typeof loader, COMPANY);
    expect(result.init?.headers?.['Cache-Control']).toContain('s-maxage=60');
    const head = tags(result.data, embed.meta as unknown as typeof meta);
    expect(head).toEqual([
      { title: 'Open jobs at Northwind Studio | Onbrief' },
      { name: 'robots', content: 'noindex' },
      { tagName: 'link', rel: 'canonical', href: `${APP}/companies/northwind-studio` },
    ]);
    expect(embed.handle).toEqual({ bare: true });
    expect((await load(embed.loader as typeof loader, null)).result.init?.status).toBe(404);
  });
});
