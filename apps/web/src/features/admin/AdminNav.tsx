import { Badge, NativeSelect, NavLink, Stack } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePendingCount } from './accounts/useAccounts';
import { usePostReviewSummary } from './post-reviews/usePostReviews';
import { useReportsSummary } from './reports/useReports';
import { CONSOLE_SECTIONS, currentSection, sectionPages, type ConsoleSection } from './sections';

/** The counts beside the sections: accounts awaiting approval, open reports, posts waiting for review. */
function useBadges() {
  const pending = usePendingCount().data ?? 0;
  const reports = useReportsSummary().data?.open ?? 0;
  const reviews = usePostReviewSummary().data?.pending ?? 0;
  return { pending, reports, reviews };
}

/** The console's own navigation on wide screens, with the count of accounts awaiting approval and of open reports. */
export function AdminNav() {
  const { pathname } = useLocation();
  const { pending, reports, reviews } = useBadges();
  const active = currentSection(pathname)?.to;
  const link = (section: ConsoleSection) => (
    <NavLink
      key={section.to}
      component={Link}
      to={section.to}
      label={section.label}
      active={section.to === active}
      aria-current={section.to === active ? 'page' : undefined}
      rightSection={
        section.label === 'Accounts' && pending > 0 ? (
          <Badge size="sm" color="yellow" circle aria-label={`${pending} awaiting approval`}>
            {pending}
          </Badge>
        ) : section.label === 'Reports' && reports > 0 ? (
          <Badge size="sm" color="red" circle aria-label={`${reports} open`}>
            {reports}
          </Badge>
        ) : section.label === 'Post review' && reviews > 0 ? (
          <Badge size="sm" color="yellow" circle aria-label={`${reviews} waiting`}>
            {reviews}
          </Badge>
        ) : undefined
      }
    />
  );
  return (
    <Stack gap={2} component="nav" aria-label="Console navigation">
      {CONSOLE_SECTIONS.map((section) =>
        section.children ? (
          <NavLink key={section.to} label={section.label} defaultOpened childrenOffset="sm" component="div">
            {section.children.map(link)}
          </NavLink>
        ) : (
          link(section)
        ),
      )}
    </Stack>
  );
}

/** Phones: the same sections in a picker above the page. */
export function AdminSectionPicker() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { pending, reports, reviews } = useBadges();
  const label = (s: ConsoleSection) =>
    s.label === 'Accounts' && pending > 0
      ? `Accounts (${pending} awaiting approval)`
      : s.label === 'Reports' && reports > 0
        ? `Reports (${reports} open)`
        : s.label === 'Post review' && reviews > 0
          ? `Post review (${reviews} waiting)`
          : s.label;
  const data = sectionPages().map((s) => ({ value: s.to, label: label(s) }));
  return (
    <NativeSelect
      label="Console section"
      data={data}
      value={currentSection(pathname)?.to ?? ''}
      onChange={(event) => navigate(event.currentTarget.value)}
      mb="md"
    />
  );
}
