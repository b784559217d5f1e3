/** How people and teams are named wherever they are shown: screens, mails, invoices, exports. */

type Part = string | null | undefined;

/** A person's full name: the first and last names that are given, trimmed; null when neither is. */
export function fullName(first: Part, last: Part): string | null {
  return [first, last].map((part) => part?.trim()).filter(Boolean).join(' ') || null;
}

/** A person as a row keeps them (first and last name) or as the API answers them (`name`, already joined). */
export type NamedPerson = { first_name: Part; last_name: Part } | { name: Part };

const personName = (p: NamedPerson): string | null => ('name' in p ? p.name?.trim() || null : fullName(p.first_name, p.last_name));

/**
 * A company's or agency's own name. An agency's is `agency_name` (its profile edits it; `company` keeps what was typed
 * at sign-up), a company's is `company` (companies have no agency_name).
 */
export function organisationName(t: { agency_name: Part; company: Part }): string | null {
  return t.agency_name?.trim() || t.company?.trim() || null;
}

/**
 * How a team (a company or agency account) is named: its organisation's name, else its owner's full name; null when
 * it has neither, for the caller to say what fits where it is shown ('your team', 'Agency'…).
 */
export function teamName(t: { agency_name: Part; company: Part } & NamedPerson): string | null {
  return organisationName(t) ?? personName(t);
}

/** An applicant as closing a post names them ('Filled by applicant'): their full name, else their organisation's. */
export function applicantName(p: { first_name: Part; last_name: Part; agency_name: Part; company: Part }): string {
  return fullName(p.first_name, p.last_name) ?? organisationName(p) ?? 'Applicant';
}
