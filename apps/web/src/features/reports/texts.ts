/** The report form's words (decision 0063), shared by every kind of item. */
export const REPORT_FORM_TEXT = {
  action: 'Report',
  reasonLabel: 'Why are you reporting it?',
  noteLabel: 'Anything else we should know? (optional)',
  submit: 'Send report',
  cancel: 'Cancel',
  failed: 'Could not send the report. Try again.',
  thanksTitle: 'Report sent',
  close: 'Done',
  itemIntro: "Tell Onbrief's team what is wrong. Its owner will not be told who reported it.",
} as const;
