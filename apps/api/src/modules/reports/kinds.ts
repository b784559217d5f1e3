import type { ReportKind } from '@mp/domain';
import type { ReportKindAdapter } from './adapter.js';
import { agencyProfileReports } from './agency-kind.js';
import { caseStudyReports } from './case-study-kind.js';
import { companyPageReports } from './company-kind.js';
import { messageReports } from './message-kind.js';
import { postReports } from './post-kind.js';

/** Each kind of item that can be reported, and its adapter (decision 0063). */
export const REPORT_KIND_ADAPTERS: Record<ReportKind, ReportKindAdapter> = {
  MESSAGE: messageReports,
  POST: postReports,
  COMPANY_PAGE: companyPageReports,
  AGENCY_PROFILE: agencyProfileReports,
  CASE_STUDY: caseStudyReports,
};
