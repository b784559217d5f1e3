import { Alert, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { APPLICATION_STATUSES, OPPORTUNITY_MSG, PIPELINE_STATUS_LABELS, TARGET_LABELS, type ApplicationStatus } from '@mp/domain';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useGroupPath } from '../../../app/group-context';
import { EmptyState } from '../../../ui/EmptyState';
import { ArrowLeftIcon } from '../../../ui/icons';
import { ListSkeleton } from '../../../ui/Skeletons';
import { copyPublicLink, publicPostLink } from '../shared/CopyLinkButton';
import { ApplicantsList, rowName } from './ApplicantsList';
import { PipelinePanel, type PanelTab } from './PipelinePanel';
import { useStatusCounts } from './pipeline-hooks';
import { StatusBar } from './StatusBar';
import { StatusFilter } from './StatusFilter';
import type { ApplicantRow, ApplicantsPost } from './documents';
import { APPLICANTS_PAGE, isMissing, useApplicants } from './hooks';
import { NotFoundState } from './states';
import { Pager } from '../../../ui/Pager';
import { meetsMustHavesArg, MustHaveFilter, mustHaveParam, type MustHaveChoice } from '../../screening';
import { BulkMessageButton } from '../../conversation';

/** The post's read page (view-opportunity or view-project), where the applicants page links back to. */
export const postPath = (post: { id: string; target: string }) =>
  `${post.target === 'PROJECT' ? 'view-project' : 'view-opportunity'}/${post.id}`;

/** Nobody has applied yet: say what will appear, and what to do meanwhile (share the post). */
function NoApplicants({ post }: { post: ApplicantsPost }) {
  const path = useGroupPath();
  const link = publicPostLink(post);
  const kind = TARGET_LABELS[post.target].toLowerCase();
  if (post.deleted_at) {
    return <EmptyState title="No applicants" description={`This ${kind} closed before anyone applied.`} action={{ label: `View the ${kind}`, to: path(postPath(post)) }} />;
  }
  return (
    <EmptyState
      title="No applicants yet"
      description={
        link
          ? 'Applications will appear here as they arrive. Share the job’s public page to reach more freelancers.'
          : `Applications will appear here as they arrive.${post.is_active ? '' : ` Publish the ${kind} so that people can find it.`}`
      }
      action={link ? { label: 'Copy link to share', onClick: () => void copyPublicLink(link) } : { label: `View the ${kind}`, to: path(postPath(post)) }}
    />
  );
}

const statusParam = (value: string | null): ApplicationStatus | null =>
  APPLICATION_STATUSES.includes(value as ApplicationStatus) ? (value as ApplicationStatus) : null;

/**
 * view-applicants/{id}: who applied to one of the team's posts, and the pipeline:
 * the status filter with counts (in the address: ?status=, ?page=), one or many chosen and moved with Apply, each
 * applicant's notes and history. A closed post's applicants are read-only: no selection, no notes form.
 */
export function ApplicantsPage() {
  const { id = '' } = useParams();
  const path = useGroupPath();
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get('status'));
  const must = mustHaveParam(params.get('must'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useApplicants(id, { status, meetsMustHaves: meetsMustHavesArg(must), page });
  const counts = useStatusCounts(id);
  // The status chips count within the must-have filter; the header's total counts everyone.
  const filteredCounts = useStatusCounts(id, meetsMustHavesArg(must));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<{ row: ApplicantRow; tab: PanelTab } | null>(null);
  const post = query.data?.opportunity;
  const missing = isMissing(query.error);
  const closed = Boolean(post?.deleted_at);
  const total = counts.data?.reduce((n, c) => n + c.count, 0);
  const filteredTotal = filteredCounts.data?.reduce((n, c) => n + c.count, 0);
  const shown = status ? filteredCounts.data?.find((c) => c.status === status)?.count : filteredTotal;
  const asksMustHaves = Boolean(post?.screening.questions.some((q) => q.must_have)) || must !== null;

  const go = (next: { status?: ApplicationStatus | null; must?: MustHaveChoice; page?: number }) => {
    const s = next.status === undefined ? status : next.status;
    const m = next.must === undefined ? must : next.must;
    const p = next.page ?? 1;
    setSelected(new Set());
    setParams(Object.fromEntries([...(s ? [['status', s]] : []), ...(m ? [['must', m]] : []), ...(p > 1 ? [['page', String(p)]] : [])]), {
      replace: false,
    });
  };
  usePageTitle(post ? `Applicants: ${post.title}` : missing ? 'Page not found' : undefined);

  if (missing) {
    return <NotFoundState what="This post does not exist, or its applicants are not yours to see." backTo={path('dashboard')} backLabel="Go to dashboard" />;
  }
  const applicants = query.data?.opportunityApplicants ?? [];
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Anchor component={Link} to={post ? path(postPath(post)) : path('dashboard')} size="sm" w="fit-content">
            <Group gap={4} component="span">
              <ArrowLeftIcon size={16} />
              {post ? `Back to the ${TARGET_LABELS[post.target].toLowerCase()}` : 'Back to dashboard'}
            </Group>
          </Anchor>
          <Group gap="sm" align="center">
            <Title order={1}>Applicants</Title>
            {total !== undefined && <Badge variant="light">{total}</Badge>}
          </Group>
          {post && (
            <Text>
              For{' '}
              <Anchor component={Link} to={path(postPath(post))} fw={600}>
                {post.title}
              </Anchor>
              {post.deleted_at && (
                <Badge ml="xs" variant="light" color="gray" size="sm">
                  Closed
                </Badge>
              )}
            </Text>
          )}
        </Stack>
        {closed && total !== 0 && (
          <Alert color="gray" title="Read-only">
            This post is closed, so its applicants cannot be changed. Restore it to change statuses or add notes.
          </Alert>
        )}
        {(total ?? 0) > 0 && asksMustHaves && <MustHaveFilter value={must} onChange={(m) => go({ must: m })} />}
        {(total ?? 0) > 0 && <StatusFilter counts={filteredCounts.data} value={status} onChange={(s) => go({ status: s })} />}
        {post && !closed && (total ?? 0) > 0 && (
          <StatusBar selected={[...selected]} onDone={() => setSelected(new Set())}>
            <BulkMessageButton
              recipients={(query.data?.opportunityApplicants ?? []).filter((a) => selected.has(a.id)).map((a) => ({ id: a.id, name: rowName(a) }))}
              onSent={() => setSelected(new Set())}
            />
          </StatusBar>
        )}
        {query.isPending ? (
          <ListSkeleton rows={4} />
        ) : query.isError ? (
          <Alert color="red" role="alert" title={OPPORTUNITY_MSG.applicantsFailed}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">Check your connection and try again.</Text>
              <Button size="xs" variant="white" color="red" loading={query.isFetching} onClick={() => void query.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : applicants.length === 0 && must && (total ?? 0) > 0 ? (
          <EmptyState
            title={`No applicants ${must === 'meets' ? 'meet every must-have' : 'miss a must-have'}${status ? ` at ${PIPELINE_STATUS_LABELS[status]}` : ''}`}
            description="Choose Any answers to see the others."
            action={{ label: 'Show any answers', onClick: () => go({ must: null }) }}
          />
        ) : applicants.length === 0 && status && (total ?? 0) > 0 ? (
          <EmptyState
            title={`No applicants are ${PIPELINE_STATUS_LABELS[status]}`}
            description="Choose another status, or All, to see the others."
            action={{ label: 'Show all applicants', onClick: () => go({ status: null }) }}
          />
        ) : applicants.length === 0 ? (
          <NoApplicants post={query.data.opportunity} />
        ) : (
          <>
            <ApplicantsList
              applicants={applicants}
              pipeline={{
                selected: closed ? null : selected,
                onToggle: (appId) =>
                  setSelected((prev) => {
                    const next = new Set(prev);
                    if (next.has(appId)) next.delete(appId);
                    else next.add(appId);
                    return next;
                  }),
                onToggleAll: () =>
                  setSelected((prev) => (applicants.every((a) => prev.has(a.id)) ? new Set() : new Set(applicants.map((a) => a.id)))),
                onOpen: (row, tab) => setOpen({ row, tab }),
              }}
            />
            <Pager page={page} pageSize={APPLICANTS_PAGE} total={shown ?? 0} onPage={(p) => go({ page: p })} />
          </>
        )}
        <PipelinePanel
          applicationId={open?.row.id ?? null}
          name={open ? rowName(open.row) : ''}
          tab={open?.tab ?? 'notes'}
          onTab={(tab) => setOpen((o) => o && { ...o, tab })}
          onClose={() => setOpen(null)}
        />
      </Stack>
    </Container>
  );
}
