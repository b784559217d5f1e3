import { Group, Pagination, Text } from '@mantine/core';

export interface PaginatorInfo {
  currentPage: number;
  total: number;
  count: number;
}

/** Page links under a list, with the total; nothing when everything fits on one page. */
export function Pager({ info, pageSize, onChange }: { info: PaginatorInfo | undefined; pageSize: number; onChange: (page: number) => void }) {
  if (!info) return null;
  const pages = Math.max(1, Math.ceil(info.total / pageSize));
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {info.total} in all
      </Text>
      {pages > 1 && <Pagination total={pages} value={info.currentPage} onChange={onChange} size="sm" aria-label="Pages" />}
    </Group>
  );
}
