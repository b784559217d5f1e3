import { Collapse, Paper, Stack, Text, Title } from '@mantine/core';
import { SEARCH_EMPTY, SEARCH_TOTAL_CAP, searchFilterCount, searchFiltersFromParams, searchFiltersToParams, type SearchFilters as Filters } from '@mp/domain';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRouteGroup } from '../../app/group-context';
import { ShowMore } from '../../ui/ContentGrid';
import { OpportunityGrid } from './OpportunityGrid';
import { SearchBar } from './SearchBar';
import { AgencyFilters, FreelancerFilters } from './SearchFilters';
import { useOpportunitySearch } from './search-hooks';
import classes from './SearchPage.module.css';
import { resultCountText, SEARCH_PAGE_TEXT } from './texts';

/**
 * latest-opportunities (freelancers, F-R1, F-F1) and opportunities (agencies, G-F5): words and filters live in
 * the URL query (repeated parameters for lists), so a reload, back and a shared link give the same search;
 * 10 a page with Show More; the count of filters used; Clear All; the spec's empty message.
 */
export function SearchPage() {
  const { group } = useRouteGroup();
  const side = group === 'agency' ? 'agency' : 'freelancer';
  const text = SEARCH_PAGE_TEXT[side];
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // One object per distinct query, so the search's key holds still between renders.
  const filters = useMemo(() => searchFiltersFromParams(new URLSearchParams(query)), [query]);
  const count = searchFilterCount(filters);
  const [open, setOpen] = useState(false);
  const filtersId = useId();
  const search = useOpportunitySearch(filters);

  // A new search is a history entry (back undoes it) but not a new page: the reader stays where they are.
  const go = (next: Filters) => setParams(searchFiltersToParams(next), { preventScrollReset: true });
  const clearAll = () => setParams(new URLSearchParams(), { preventScrollReset: true });
  const hasAny = count > 0 || Boolean(filters.search);

  return (
    <Stack gap="lg">
      <Title order={1}>{text.title}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <SearchBar
            key={filters.search ?? ''}
            initialWords={filters.search ?? ''}
            placeholder={text.placeholder}
            onSearch={(words) => go({ ...filters, search: words })}
            onClearAll={clearAll}
            filterCount={count}
            filtersOpen={open}
            onToggleFilters={() => setOpen((o) => !o)}
            filtersId={filtersId}
          />
          <Collapse expanded={open} id={filtersId} keepMounted={false}>
            {side === 'agency' ? <AgencyFilters filters={filters} onChange={go} /> : <FreelancerFilters filters={filters} onChange={go} />}
          </Collapse>
        </Stack>
      </Paper>
      <Stack gap="md" aria-busy={search.isFetching && !search.isFetchingNextPage ? 'true' : undefined}>
        <div className={classes.summary}>
          <Title order={2} fz="h4" data-testid="result-count">
            {search.isPending ? 'Searching…' : resultCountText(search.total ?? search.items.length, text.noun, SEARCH_TOTAL_CAP)}
          </Title>
          {!search.isPending && hasAny && (
            <Text size="sm" c="dimmed">
              {[filters.search && `“${filters.search}”`, count > 0 && `${count} ${count === 1 ? 'filter' : 'filters'} used`].filter(Boolean).join(' · ')}
            </Text>
          )}
        </div>
        <OpportunityGrid
          items={search.items}
          isPending={search.isPending}
          error={search.error}
          onRetry={() => void search.refetch()}
          placeholders={4}
          empty={{
            title: SEARCH_EMPTY,
            description: hasAny
              ? 'Try fewer words or filters, or clear them all to see every open opportunity.'
              : 'New opportunities appear here as soon as employers publish them.',
            action: hasAny ? { label: 'Clear All', onClick: clearAll } : undefined,
          }}
        />
        <ShowMore hasMore={search.hasNextPage} loading={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()} />
      </Stack>
    </Stack>
  );
}
