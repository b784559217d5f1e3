import { Group, Pagination, Text, type MantineSpacing } from '@mantine/core';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** Rows in the whole list. */
  total: number;
  onPage: (page: number) => void;
  /** The pager's name: 'Pages', or what the list holds where a screen has two ('Balance history pages'). */
  label?: string;
  /** Beside the links: how many in all ('12 in all', shown on one page too), or the rows shown ('11–20 of 34'). */
  summary?: 'count' | 'range';
  mt?: MantineSpacing;
}

/** Page links under a list: nothing when it fits on one page (but the count, when asked for). */
export function Pager({ page, pageSize, total, onPage, label = 'Pages', summary, mt }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && summary !== 'count') return null;
  return (
    <Group justify={summary ? 'space-between' : 'center'} align="center" gap="sm" wrap="wrap" mt={mt}>
      {summary && (
        <Text size="sm" c="dimmed">
          {summary === 'count' ? `${total} in all` : `${(page - 1) * pageSize + 1}–${Math.min(page * pageSize, total)} of ${total}`}
        </Text>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          size="sm"
          siblings={1}
          boundaries={1}
          aria-label={label}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Group>
  );
}
