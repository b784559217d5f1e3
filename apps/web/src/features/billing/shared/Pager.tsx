import { Group, Pagination, Text } from '@mantine/core';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the list holds, for the pager's name ('Balance history pages'). */
  label: string;
}

/** Pages of a history list: nothing when it fits on one page. */
export function Pager({ page, pageSize, total, onPage, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {(page - 1) * pageSize + 1}–{Math.min(page * pageSize, total)} of {total}
      </Text>
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        size="sm"
        siblings={1}
        boundaries={1}
        aria-label={label}
      />
    </Group>
  );
}
