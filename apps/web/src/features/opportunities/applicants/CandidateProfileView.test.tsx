import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CandidateProfileView } from './CandidateProfileView';
import type { Candidate } from './documents';

const render = (node: ReactNode) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>{node}</MantineProvider>
    </QueryClientProvider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&');

const choice = (id: string, name: string) => ({ id, name });

/** A freelancer as their employer reads them: every audience filled. */
const APPLICANT: Candidate = {
  id: '7', type: 'FREELANCER', name: 'Nina Berg', first_name: 'Nina', last_name: 'Berg', company: null, agency_name: null, avatar: null,
  vetted: true, jobtitle: 'Technologist', position: null, bio: 'Detailing.', description: null, pronouns: null, city: 'Bristol', state: null,
  country: 'GB', location: 'HYBRID', agency_location: null, website: null, email: 'nina@example.com', contact_email: null, phone: '+44 1',
  phone_secondary: null, language: null, languages: [choice('1', 'English')], looking_for: null, job_levels: [choice('2', 'Senior')],
  positions: [choice('3', 'Senior Architectural Technologist')], industries: [choice('2', 'Architecture')], genres: [choice('4', 'Residential')],
  skills: [
    { id: '5', name: 'Detailing', software: false, is_top: false },
    { id: '6', name: 'Technical Design', software: false, is_top: true },
    { id: '7', name: 'Revit', software: true, is_top: false },
  ],
  qualifications: [], job_type: 'BOTH', working_hours: 'FULLTIME', salary_currency: 'GBP', minimum_salary: 45000, maximum_salary: 55000,
  salary_unit: 'YEAR', budget_currency: null, budget_min: null, budget_max: null, start_date: null, start_timing: '1', notice_period: '4',
  notice_period_unit: 'WEEKS', payroll_status: '2', linkedin: null, supporting_url: null, referee_1: null, referee_2: null,
  experiences: [{ id: '8', title: 'Architectural Technologist', company: 'Harbour', description: 'Packages.', from: '2015-06', to: '2025-04', years: 9 }],
  educations: [],
  resumes: [{ id: '9' }],
  activeResume: { id: '9', file_name: 'Nina-CV.pdf', size: 863, created_at: '2026-11-23T10:00:00.000Z', active: true, download_url: '/api/files/resumes/9/download?sig=x' },
  documents: [{ id: '10', name: 'References', file_name: 'refs.pdf', size: 2000, created_at: '2026-11-23T10:00:00.000Z', download_url: '/api/files/documents/10/download?sig=y' }],
};

/** The same freelancer to an employer browsing: no contact, no applicant details, no files. */
const BROWSED: Candidate = { ...APPLICANT, vetted: false, email: null, phone: null, payroll_status: null, resumes: null, activeResume: null, documents: null };

const order = (html: string, titles: string[]) => titles.map((t) => html.indexOf(`aria-label="${t}"`));

describe('the candidate profile', () => {
  it("shows the freelancer's sections in the order of their own profile view, top skills first", () => {
    const html = render(<CandidateProfileView person={APPLICANT} contactShared />);
    const at = order(html, ['About', 'Skills and experience', 'Work preferences', 'CV and documents', 'Experience', 'Education']);
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(html.indexOf('Technical Design · Top skill')).toBeLessThan(html.indexOf('>Detailing<'));
    for (const text of ['Senior Architectural Technologist', 'Hybrid', '4 weeks', 'As soon as possible', 'Limited Company', '£45,000 - £55,000 per year', 'Jun 2015 – Apr 2025 · 9 years']) {
      expect(html, text).toContain(text);
    }
    // The work location is not taken for the town.
    expect(html).toContain('Bristol, GB');
    expect(html).toContain('No education added yet');
  });

  it('shows the vetted badge with its meaning, and the CV and documents with Download buttons', () => {
    const html = render(<CandidateProfileView person={APPLICANT} contactShared />);
    expect(html).toMatch(/data-testid="vetted-badge"[^>]*>.*Vetted.* by the Onbrief team/);
    expect(html).toContain('aria-label="Download CV: Nina-CV.pdf"');
    expect(html).toContain('href="/api/files/resumes/9/download?sig=x"');
    expect(html).toContain('download="Nina-CV.pdf"');
    expect(html).toContain('aria-label="Download References: refs.pdf"');
  });

  it('tells a browsing employer the CV is shared with the employers applied to, and shows no badge when not vetted', () => {
    const html = render(<CandidateProfileView person={BROWSED} contactShared={false} />);
    expect(html).toContain('The CV and documents are shared with the employers a freelancer applies to.');
    expect(html).not.toContain('Download');
    expect(html).not.toContain('vetted-badge');
    expect(html).toContain('Contact details are shared with the employers a freelancer applies to.');
  });

  it('shows the designed empty state when an applicant has uploaded nothing', () => {
    const html = render(<CandidateProfileView person={{ ...APPLICANT, resumes: [], activeResume: null, documents: [] }} contactShared />);
    expect(html).toContain('No CV uploaded');
    expect(html).toContain('data-testid="empty-state"');
  });
});
