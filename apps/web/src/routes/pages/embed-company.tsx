import { companyPagePath } from '@mp/domain';
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { fetchPageQueries, PageData } from '../../app/page-data';
import { COMPANY_SHARED_SECONDS, companyPageQuery, EmbedCompanyList } from '../../features/companies';
import { NOT_FOUND_HEAD } from '../../lib/head';
import { formatTitle } from '../../lib/page-title';
import { sharedFor } from '../../lib/shared-cache';

/**
 * /embed/companies/{slug}: a company's open posts for an iframe on its own site; the only address other sites may
 * frame (the API's security headers, lib/security-headers.ts). Kept out of search indexes: the company's page is the
 * one to list. Same data and cache time as that page; no visible company there: 404.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { dehydrated, results: [company] } = await fetchPageQueries(context, (request) => [companyPageQuery(params.slug ?? '', request)]);
  if (!company) return data({ dehydrated, head: null }, { status: 404 });
  const head = { title: `Open jobs at ${company.name}`, canonical: `${context.appUrl}${companyPagePath(company.slug)}` };
  return data({ dehydrated, head }, { headers: sharedFor(COMPANY_SHARED_SECONDS) });
}

/** The embedded list has no frame of ours: the root renders the page alone (root.tsx reads this). */
export const handle = { bare: true } as const;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => {
  const head = loaderData?.head;
  if (!head) return NOT_FOUND_HEAD;
  return [{ title: formatTitle(head.title) }, { name: 'robots', content: 'noindex' }, { tagName: 'link', rel: 'canonical', href: head.canonical }];
};

export default function EmbedCompany() {
  return (
    <PageData>
      <EmbedCompanyList />
    </PageData>
  );
}
