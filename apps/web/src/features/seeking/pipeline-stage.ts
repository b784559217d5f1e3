import { PIPELINE_STATUS_LABELS, type ApplicationStatus } from '@mp/domain';

/** The employer's pipeline status as the applicant reads it: New is 'Not viewed yet' (the team has not opened it). */
export const stageLabel = (status: ApplicationStatus): string => (status === 'NEW' ? 'Not viewed yet' : PIPELINE_STATUS_LABELS[status]);

const STAGE_COLORS: Partial<Record<ApplicationStatus, string>> = { SHORTLISTED: 'blue', INTERVIEWING: 'blue', OFFERED: 'teal', HIRED: 'teal' };

/** The badge colour of a status: moving on is blue, an offer or a hire teal, the rest grey. */
export const stageColor = (status: ApplicationStatus): string => STAGE_COLORS[status] ?? 'gray';
