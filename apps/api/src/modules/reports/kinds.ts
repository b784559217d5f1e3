import type { ReportKind } from '@mp/domain';
import type { ReportKindAdapter } from './adapter.js';
import { messageReports } from './message-kind.js';

/** Each kind of item that can be reported, and its adapter (decision 0063): issue 40's kinds join here. */
export const REPORT_KIND_ADAPTERS: Record<ReportKind, ReportKindAdapter> = {
  MESSAGE: messageReports,
};
