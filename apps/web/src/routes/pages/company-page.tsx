import { data, type HeadersFunction, type LoaderFunctionArgs } from 'react-router';
import { fetchPageQueries, PageData } from '../../app/page-data';
import { COMPANY_SHARED_SECONDS, CompanyPage, companyPageHead, companyPageQuery } from '../../features/companies';
import { headMeta } from '../../lib/head';
import { sharedFor } from '../../lib/shared-cache';

/**
 * /companies/{slug}: a company's public page, with its head — "{name}: jobs and company profile", its about, canonical
 * address, link preview (its logo when it consented) and Organization data. No visible company there: 404.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { dehydrated, results: [company] } = await fetchPageQueries(context, (request) => [companyPageQuery(params.slug ?? '', request)]);
  if (!company) return data({ dehydrated, head: null }, { status: 404 });
  return data({ dehydrated, head: companyPageHead(company, context.appUrl) }, { headers: sharedFor(COMPANY_SHARED_SECONDS) });
}

/** A company's page may be kept (its loader says so); an address without one may not. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta = headMeta;

export default function Company() {
  return (
    <PageData>
      <CompanyPage />
    </PageData>
  );
}
