import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pager, type PagerProps } from './Pager';

const render = (props: Partial<PagerProps>) =>
  renderToString(
    <MantineProvider>
      <Pager page={1} pageSize={10} total={34} onPage={() => undefined} {...props} />
    </MantineProvider>,
  )
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '');

describe('the pager', () => {
  it('is nothing when the list fits on one page, unless it shows the count', () => {
    expect(render({ total: 10 })).toBe('');
    expect(render({ total: 0, summary: 'range' })).toBe('');
    const count = render({ total: 7, summary: 'count' });
    expect(count).toContain('7 in all');
    expect(count).not.toContain('aria-label="Pages"');
  });

  it('names itself, each page and each control', () => {
    const html = render({ page: 2 });
    expect(html).toContain('aria-label="Pages"');
    expect(html).toContain('aria-label="Page 4"');
    expect(html).toContain('aria-label="next page"');
    expect(html).toContain('aria-label="previous page"');
    expect(render({ label: 'Balance history pages' })).toContain('aria-label="Balance history pages"');
  });

  it('says the rows shown, or how many in all', () => {
    expect(render({ page: 2, summary: 'range' })).toContain('11–20 of 34');
    expect(render({ page: 4, summary: 'range' })).toContain('31–34 of 34');
    expect(render({ summary: 'count' })).toContain('34 in all');
  });
});
