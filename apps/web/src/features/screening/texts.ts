/** The screening screens' own words (the rules' messages are SCREENING_MSG in @mp/domain). */
export const SCREENING_TEXT = {
  section: 'Screening questions',
  /** The post saved and its questions did not: a new post's form gives way to its edit form, holding them. */
  notSavedAfterCreate: 'Your post is saved, but not its screening questions. Check them and save again.',
  notSavedAfterEdit: "Your post's changes are saved, but not its screening questions. Check them and save again.",
  resumed: 'Your post is saved, but not its screening questions: they are below as you left them. Check them and save.',
  /** The applicants page's filter. */
  meets: 'Meets every must-have',
  misses: 'Misses a must-have',
  yourAnswers: 'Your screening answers',
  leftEmpty: 'Left empty',
} as const;
