// What other features use of reporting (decision 0063): the form and its link, for a message or a public item, and the
// notice an item's own team reads when Onbrief hid it.
export { ReportDialog, type SendReport } from './ReportDialog';
export { ReportItemLink } from './ReportItemLink';
export { HiddenNotice } from './HiddenNotice';
