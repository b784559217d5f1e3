import { MantineProvider } from '@mantine/core';
import { HISTORY_MSG } from '@mp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HistorySection } from './HistorySection';
import { EDUCATION, EXPERIENCE } from './kinds';

const render = (node: ReactNode, client = new QueryClient()) =>
  renderToString(
    <QueryClientProvider client={client}>
      <MantineProvider>{node}</MantineProvider>
    </QueryClientProvider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&');

const EXPERIENCE_ROW = { id: '1', title: 'Motion designer', company: 'BBC', description: 'Idents', from: '2018-01', to: null, years: 8 };
const EDUCATION_ROW = { id: '2', school_name: null, qualification: 'BA Design', description: 'First', from: '2012-09', to: '2015-06' };

describe('read-only sections', () => {
  it('show the rows given, with months as the pickers write them, and no actions', () => {
    const html = render(
      <>
        <HistorySection kind={EXPERIENCE} items={[EXPERIENCE_ROW]} />
        <HistorySection kind={EDUCATION} items={[EDUCATION_ROW]} />
      </>,
    );
    expect(html).toContain('Motion designer');
    expect(html).toContain('Jan 2018 – Present · 8 years');
    expect(html).toContain('Sep 2012 – Jun 2015');
    expect(html).not.toContain('Add experience');
    expect(html).not.toContain('>Edit<');
  });

  it('show a designed empty state when there is nothing (or nothing the viewer may read)', () => {
    const html = render(<HistorySection kind={EXPERIENCE} items={null} />);
    expect(html).toContain('data-testid="empty-state"');
    expect(html).toContain('No experience added yet');
  });
});

describe('editable sections', () => {
  it('offer Add, Edit and Remove on the own rows, and the spec guidance when empty', () => {
    const client = new QueryClient();
    client.setQueryData(['freelancer', 'history'], { id: '9', experiences: [], educations: [EDUCATION_ROW] });
    const html = render(
      <>
        <HistorySection kind={EXPERIENCE} editable />
        <HistorySection kind={EDUCATION} editable />
      </>,
      client,
    );
    expect(html).toContain(HISTORY_MSG.atLeastOneExperience);
    expect(html).toContain('Add experience');
    expect(html).toContain('Add education');
    expect(html).toContain('aria-label="Edit BA Design"');
    expect(html).toContain('aria-label="Remove BA Design"');
  });

  it('show a loading state while the rows load', () => {
    expect(render(<HistorySection kind={EXPERIENCE} editable />)).toContain('aria-busy="true"');
  });
});
