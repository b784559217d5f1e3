import { Button, Chip, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  MARKETPLACE_PAGE_SIZE, MARKETPLACE_TEXT, marketplaceSearch, parseMarketplaceQuery, type MarketplaceFilter, type MarketplaceQuery,
} from '@mp/domain';
import { useId, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useRouteGroup } from '../../app/group-context';
import { useSessionUser } from '../../app/session/useSession';
import { ContentGrid } from '../../ui/ContentGrid';
import { AgencyCard } from './AgencyCard';
import { CaseStudyCard } from './CaseStudyCard';
import { useAgencyCards, useCaseStudyCards, useMarketplaceServices } from './hooks';
import { cardLinks, countText, MARKETPLACE_INTRO, VIEW_MORE } from './links';
import classes from './Marketplace.module.css';

/**
 * The Agency Marketplace: the employer's `agency-marketplace` (no login) and the agency's `network`. The toggle
 * and the service chips live in the URL (`?filter=casestudies&services=1,2`), so a reload, back, a shared link
 * and the server's render show the same list; 'Clear Filters' drops the services. Cards open the agency's
 * profile or the case study; a visitor goes through login, which brings them back there.
 */
export function MarketplacePage() {
  const { group, prefix } = useRouteGroup();
  const side = group === 'agency' ? 'agency' : 'employer';
  const user = useSessionUser();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => parseMarketplaceQuery(new URLSearchParams(search)), [search]);
  const caseStudiesPageSize = side === 'agency' ? MARKETPLACE_PAGE_SIZE.networkCaseStudies : MARKETPLACE_PAGE_SIZE.employerCaseStudies;
  const agencies = useAgencyCards(query.services, MARKETPLACE_PAGE_SIZE.agencies, query.filter === 'agency');
  const studies = useCaseStudyCards(query.services, caseStudiesPageSize, query.filter === 'casestudies');
  const services = useMarketplaceServices();
  const list = query.filter === 'agency' ? agencies : studies;
  const links = cardLinks({ side, prefix, signedIn: Boolean(user), here: `${location.pathname}${location.search}` });
  const chipsLabel = useId();

  const go = (next: MarketplaceQuery) => {
    const text = marketplaceSearch(next);
    setParams(new URLSearchParams(text.replace(/^\?/, '')), { preventScrollReset: true });
  };
  const filtered = query.services.length > 0;
  const clear = () => go({ ...query, services: [] });
  const noun = query.filter === 'agency' ? (['agency', 'agencies'] as const) : (['case study', 'case studies'] as const);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{MARKETPLACE_TEXT.heading}</Title>
        <Text c="dimmed">{MARKETPLACE_INTRO[side]}</Text>
      </Stack>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <div className={classes.toolbar}>
            <SegmentedControl
              value={query.filter}
              onChange={(value) => go({ ...query, filter: value as MarketplaceFilter })}
              data={[
                { value: 'agency', label: MARKETPLACE_TEXT.byAgency },
                { value: 'casestudies', label: MARKETPLACE_TEXT.byCaseStudies },
              ]}
              aria-label="Show"
              className={classes.toggle}
              classNames={{ label: classes.toggleLabel }}
            />
            <Button variant="default" onClick={clear} disabled={!filtered}>
              {MARKETPLACE_TEXT.clear}
            </Button>
          </div>
          <div role="group" aria-labelledby={chipsLabel}>
            <Text id={chipsLabel} size="sm" fw={600} mb="xs">
              Services
            </Text>
            {services.data ? (
              <Chip.Group
                multiple
                value={query.services.map(String)}
                onChange={(values) => go({ ...query, services: values.map(Number).sort((a, b) => a - b) })}
              >
                <Group gap="xs">
                  {services.data.map((s) => (
                    <Chip key={s.id} value={s.id} size="sm" variant="outline">
                      {s.name}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            ) : (
              <Group gap="xs" aria-hidden="true">
                {Array.from({ length: 11 }, (_, i) => (
                  <Skeleton key={i} height={26} width={90 + (i % 3) * 24} radius="xl" />
                ))}
              </Group>
            )}
          </div>
        </Stack>
      </Paper>
      <Stack gap="md" aria-busy={list.isFetching && !list.isFetchingNextPage ? 'true' : undefined}>
        <Title order={2} fz="h4" data-testid="result-count">
          {list.isPending ? 'Loading…' : countText(list.total ?? list.items.length, noun)}
        </Title>
        {query.filter === 'agency' ? (
          <ContentGrid
            items={agencies.items}
            renderItem={(a) => <AgencyCard key={a.id} agency={a} to={links.agency(a.id)} />}
            isPending={agencies.isPending}
            error={agencies.error}
            placeholders={6}
            empty={{
              title: filtered ? 'No agency offers these services yet' : 'No agencies are listed yet',
              description: filtered ? 'Choose other services, or clear the filters to see every agency.' : 'Agencies appear here once they have completed their profile.',
              action: filtered ? { label: MARKETPLACE_TEXT.clear, onClick: clear } : undefined,
            }}
          />
        ) : (
          <ContentGrid
            items={studies.items}
            renderItem={(c) => <CaseStudyCard key={c.id} study={c} to={links.caseStudy(c.id)} />}
            isPending={studies.isPending}
            error={studies.error}
            placeholders={6}
            imageHeight={180}
            empty={{
              title: filtered ? 'No case studies for these services yet' : 'No case studies yet',
              description: filtered ? 'Choose other services, or clear the filters to see every case study.' : "Agencies' work appears here as they add case studies.",
              action: filtered ? { label: MARKETPLACE_TEXT.clear, onClick: clear } : undefined,
            }}
          />
        )}
        {list.hasNextPage && (
          <Group justify="center">
            <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {VIEW_MORE}
            </Button>
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
