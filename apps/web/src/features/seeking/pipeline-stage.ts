import { formatDate, PIPELINE_STATUS_LABELS, type ApplicationStatus } from '@mp/domain';

/** The employer's pipeline status as the applicant reads it: New is 'Not viewed yet' (the team has not opened it). */
export const stageLabel = (status: ApplicationStatus): string => (status === 'NEW' ? 'Not viewed yet' : PIPELINE_STATUS_LABELS[status]);

const STAGE_COLORS: Partial<Record<ApplicationStatus, string>> = { SHORTLISTED: 'blue', INTERVIEWING: 'blue', OFFERED: 'teal', HIRED: 'teal' };

/** The badge colour of a status: moving on is blue, an offer or a hire teal, the rest grey. */
export const stageColor = (status: ApplicationStatus): string => STAGE_COLORS[status] ?? 'gray';

/**
 * What a seeker reads of their application on a post: 'Applied · Interviewing since 26/11/2026' — the status and the
 * day it took it; while New, when it was sent ('Applied 24/11/2026 · Not viewed yet').
 */
export function appliedSummary(a: { created_at: string; pipeline_status: ApplicationStatus; pipeline_status_changed_at: string }): string {
  if (a.pipeline_status === 'NEW') return `Applied ${formatDate(a.created_at)} · ${stageLabel('NEW')}`;
  return `Applied · ${stageLabel(a.pipeline_status)} since ${formatDate(a.pipeline_status_changed_at)}`;
}
