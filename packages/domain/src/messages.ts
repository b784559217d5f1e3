/** User-facing texts from the spec, written once. Typos are the spec's own. */
export const MSG = {
  emailRequired: 'Please enter an email',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'Email already exists!',
  emailTakenOnRegister: 'The email has already been taken!',
  passwordRequired: 'Please enter a password',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordSpecial: 'Password must contain 1 special character',
  passwordSpaces: 'Password must not contain spaces',
  passwordsNoMatchAgency: 'Your passwords do no match',
  passwordConfirmationMismatch: 'Password confirmation does not match',
  passwordsDoNotMatch: 'Passwords do not match',
  firstName: 'Please enter first name',
  lastName: 'Please enter last name',
  company: 'Please enter employer name',
  position: 'Please enter your position',
  address: 'Please enter an address',
  city: 'Please enter city',
  county: 'Please enter county',
  postcode: 'Please enter postcode / zip code',
  country: 'Please select a country',
  phone: 'Please enter a valid phone number',
  terms: 'You must accept the terms and conditions!',
  industry: 'You must select an Industry!',
  wrongCredentials: 'Wrong email / password combination!',
  somethingWrong: 'Something went wrong!',
  somethingIsWrong: 'Something is wrong!',
  loggedOut: 'You have been logged out. Please click here to log in again.',
  teamNotFound: 'Could not find the team',
  resetExpired: 'Your password reset token has expired. Please trigger another request to get a new link.',
  resetSent: 'If an account exists for that email, we have sent a link to reset the password.',
  resetDone: 'Your password has been reset.',
  incorrectPassword: 'Incorrect password!',
  passwordChanged: 'Password changed successfully!',
  profileCompleted: 'Profile completed!',
  inactiveTitle: 'Your account is inactive.',
  inactiveBody: 'We are currently approving your account.',
  notFound: 'Page Not Found!',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  forbidden: 'You are not allowed to do that.',
  website: 'Please enter a valid website address',
  bioTooLong: 'Bio must be less than 1000 characters',
  invalidInput: 'Invalid input.',
  unavailable: 'The service is unavailable right now. Please try again in a moment.',
} as const;

/** Error codes carried in GraphQL `extensions.code` and REST bodies. */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'WRONG_CREDENTIALS',
  'EMAIL_TAKEN',
  'INCORRECT_PASSWORD',
  'TEAM_NOT_FOUND',
  'RESET_TOKEN_EXPIRED',
  'RATE_LIMITED',
  'NOT_FOUND',
  /** Posting needs a job-post credit and the team has none left: the form shows 'Insufficient Balance!' (decision 0022). */
  'INSUFFICIENT_BALANCE',
  /** Applying (decision 0038): one application per person (or agency) and post; the profile must be complete; the post open. */
  'ALREADY_APPLIED',
  'PROFILE_INCOMPLETE',
  'OPPORTUNITY_CLOSED',
  /** An idempotency key sent again with another request (decision 0041): a new request needs a new key. */
  'IDEMPOTENCY_KEY_REUSED',
  /** The card was refused, or its authentication failed: the message is the gateway's words. */
  'PAYMENT_FAILED',
  /** The document is deeper, wider or longer than the API accepts (decision 0015). */
  'QUERY_TOO_COMPLEX',
  /** The database is out of reach; the client may retry shortly. */
  'UNAVAILABLE',
  /** Second factors (decision 0064): the password was right and the sign-in waits for its second step (`fields.pending_token`). */
  'SECOND_STEP_REQUIRED',
  /** The console refuses an administrator whose session has not proved a second factor. */
  'SECOND_FACTOR_REQUIRED',
  /** A sensitive change needs a second factor proved in the last few minutes. */
  'STEP_UP_REQUIRED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Toast durations in milliseconds (spec section 9). */
export const TOAST_MS = { success: 4000, error: 3000, info: 4000, long: 5000, short: 2000 } as const;
