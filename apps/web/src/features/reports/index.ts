// What other features use of reporting (decision 0063): the form and its link, for a message or a public item.
export { ReportDialog, type SendReport } from './ReportDialog';
export { ReportItemLink } from './ReportItemLink';
