import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toPostDetailsData, type PostDetailsFieldsData } from './post-fields';
import { PostDetails, type PostDetailsData } from './PostDetails';

const render = (post: PostDetailsData) =>
  renderToString(
    <MantineProvider>
      <PostDetails post={post} />
    </MantineProvider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&');

const job: PostDetailsData = {
  target: 'JOB',
  roleType: 'Freelance',
  workingHours: 'Full time',
  type: 'FREELANCE',
  duration: 7,
  is_ir35: 2,
  level: 'Senior',
  position: 'Brand Designer',
  location: 'Leeds, England, United Kingdom',
  location_type: 'REMOTE',
  job_number: '2026-03-09',
  is_compensation_displayed: true,
  compensation_currency: 'GBP',
  compensation_unit: 'DAY',
  minimumBudget: 400,
  maximumBudget: 550,
  genres: [{ id: '1', name: 'Advertising' }],
  skills: [
    { id: '1', name: 'Typography', must_have: true, software: false },
    { id: '2', name: 'Figma', must_have: false, software: true },
  ],
  qualifications: [{ id: '3', name: 'BA Design', must_have: false }],
  services: [],
  description: '<p>Lead the <b>design</b>.</p>',
};

describe('PostDetails', () => {
  it("shows a contract job's facts, with Duration and IR35, the pay when displayed and the must-haves marked", () => {
    const html = render(job);
    for (const text of ['Freelance', 'Full time', '6+ months', 'Not sure', 'Senior', 'Brand Designer', 'Remote', '09/03/2026', '£400 - £550 per day']) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/Typography<span[^>]*> · Must have<\/span>/);
    expect(html).not.toMatch(/Figma<span[^>]*> · Must have/);
    expect(html).toContain('<p>Lead the <b>design</b>.</p>');
    expect(html).not.toContain('Services required');
  });

  it('leaves out Duration and IR35 for a permanent role, and the pay when it is not displayed', () => {
    const html = render({ ...job, type: 'PERMANENT', roleType: 'Permanent', is_compensation_displayed: false });
    expect(html).not.toContain('IR35');
    expect(html).not.toContain('6+ months');
    expect(html).not.toContain('£400');
  });

  it("shows a project's services and project duration, without the job's facts", () => {
    const html = render({
      ...job, target: 'PROJECT', roleType: null, workingHours: null, type: 'PROJECT', duration: 99, compensation_unit: null,
      location_type: null, services: [{ id: '9', name: 'Branding' }], skills: [], qualifications: [],
    });
    expect(html).toContain('Services required');
    expect(html).toContain('Branding');
    expect(html).toContain('Ongoing');
    expect(html).toContain('£400 - £550');
    expect(html).not.toContain('per day');
    expect(html).not.toContain('Type of role');
  });
});

describe('toPostDetailsData', () => {
  it("names a job's role type and working hours from the reference lists, and keeps a project's empty", () => {
    const names = { roleType: (k?: string | null) => (k === 'BOTH' ? 'Freelance or permanent' : null), workingHours: (k?: string | null) => (k ? 'Part time' : null) };
    const post = { ...job, type: 'BOTH', sub_type: 'PARTTIME', level: { id: '1', name: 'Mid' }, position: null } as unknown as PostDetailsFieldsData;
    expect(toPostDetailsData(post, names)).toMatchObject({ roleType: 'Freelance or permanent', workingHours: 'Part time', level: 'Mid', position: null });
    expect(toPostDetailsData({ ...post, target: 'PROJECT' }, names)).toMatchObject({ roleType: null, workingHours: null });
  });
});
