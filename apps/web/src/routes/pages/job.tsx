import { jobPostingJsonLd, metaDescription } from '@mp/domain';
import { lazy, Suspense } from 'react';
import { data, type HeadersFunction, type LoaderFunctionArgs } from 'react-router';
import { fetchPageQueries, PageData } from '../../app/page-data';
import { PublicJobPage, type SeekerApplySlot } from '../../features/jobs/PublicJobPage';
import { SeekerApplySkeleton } from '../../features/seeking/SeekerApplySkeleton';
import { publicJobQuery } from '../../features/jobs/hooks';
import { jobPagePath } from '../../features/jobs/texts';
import { headMeta, type PageHead } from '../../lib/head';
import { sharedFor } from '../../lib/shared-cache';

/** How long one render of a post serves every visitor: an edit or a closing shows within it. */
const JOB_SHARED_SECONDS = 30;

/**
 * /jobs/{slug}: the post, with its head — "{title} at {company}", its description, canonical address,
 * link preview (the company's logo when it consented, else the product's), and an open post's JobPosting; a closed
 * post is kept out of the index. No published post at the address: 404, 'Page not found'.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { dehydrated, results: [job] } = await fetchPageQueries(context, (request) => [publicJobQuery(params.slug ?? '', request)]);
  if (!job) return data({ dehydrated, head: null }, { status: 404 });
  const head: PageHead = {
    appUrl: context.appUrl,
    title: `${job.title} at ${job.company.name}`,
    description: metaDescription(job.description),
    url: jobPagePath(job.slug),
    image: job.company.logo,
    noindex: job.closed,
    jsonLd: job.closed ? undefined : jobPostingJsonLd(job, context.appUrl),
  };
  return data({ dehydrated, head }, { headers: sharedFor(JOB_SHARED_SECONDS) });
}

/** A post's page may be kept (its loader says so); an address without one may not. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta = headMeta;

// Only a signed-in seeker loads the apply form's code; the visitors' page (kept and shared) never renders it.
const SeekerApply = lazy(() => import('../../features/seeking/SeekerApply').then((m) => ({ default: m.SeekerApply })));
const seekerApply: SeekerApplySlot = (job) => (
  <Suspense fallback={<SeekerApplySkeleton />}>
    <SeekerApply postId={job.id} />
  </Suspense>
);

export default function Job() {
  return (
    <PageData>
      <PublicJobPage seekerApply={seekerApply} />
    </PageData>
  );
}
