import {
  closeOpportunitySchema, jobEditSchema, jobFormSchema, placeRule, projectEditSchema, projectFormSchema,
} from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import { zodInputType } from '../../graphql/zod-input.js';
import {
  CloseReasonEnum, CompensationUnitEnum, CurrencyEnum, LocationTypeEnum, OpportunityTargetEnum, RoleTypeEnum, WorkingHoursEnum, WorkTermEnum,
} from './types.js';

/**
 * The posting forms' submissions, declared from the shared zod rules of @mp/domain (jobFormSchema,
 * projectFormSchema and their edit forms). Every field is optional here: the rules decide what is required and
 * answer with the spec's message on the field (`extensions.fields['input.<field>']`).
 */

export const PlaceInput = zodInputType(builder, 'OpportunityPlaceInput', placeRule, {
  description: 'The place the place search answered (placeSearch), stored with the post; its label becomes the location.',
});

export const OpportunityInput = zodInputType(builder, 'OpportunityInput', [jobFormSchema, projectFormSchema, jobEditSchema, projectEditSchema], {
  description:
    'Post New Job Opportunity (target JOB) or Post New Agency Project (target PROJECT), and their edit forms. ' +
    'Jobs use industries … application_link; projects use services and a project duration (1, 4, 99). ' +
    'On edit, target is the stored one, created_by is ignored and is_active is changed only when sent.',
  allOptional: true,
  // The kind picks the rules (the service checks it), so no rule has it.
  extra: (t) => ({ target: t.field({ type: OpportunityTargetEnum, description: 'Required on create.' }) }),
  fields: {
    is_active: 'Published (true, the default on create) or Unpublished.',
    job_number: 'Date Posted, YYYY-MM-DD; today when empty.',
    industries: 'The professional discipline: one id (jobs).',
    genres: 'Category experience: at least one.',
    location: 'The text address, when no place was picked.',
    location_place: { type: PlaceInput },
    location_type: { type: LocationTypeEnum, description: 'How do you work? (jobs)' },
    description: 'Rich text (HTML); sanitised to p, br, b, strong, i, em, u, ul, ol, li.',
    type: { type: RoleTypeEnum, description: 'Type of Role (jobs).' },
    sub_type: { type: WorkingHoursEnum, description: 'Working Hours (jobs).' },
    duration: 'Jobs with FREELANCE or BOTH: 1-6, 7 (6+ months), 13 (12+ months). Projects: 1, 4, 99.',
    is_ir35: 'Jobs with FREELANCE or BOTH: 0 No, 1 Yes, 2 Not sure.',
    level: 'Experience Level: a job level id (allJoblevels).',
    position: 'Position Sought: a position id of the discipline and level.',
    skills: 'Skills Required (non-software skills of the discipline): at least one.',
    skill_must_haves: 'Up to 3 of skills.',
    software_skills: 'Software Skills; required for discipline 2.',
    software_must_haves: 'Up to 3 of software_skills.',
    qualifications: 'Required for discipline 2.',
    qualification_must_haves: 'Up to 3 of qualifications.',
    services: 'Services Required (projects): at least one.',
    is_compensation_displayed: 'Show Compensation.',
    compensation_currency: { type: CurrencyEnum, description: 'Default GBP.' },
    // The form's number input also holds text (''), which the rule refuses with its message; the API takes a number.
    minimumBudget: { type: 'Int', description: 'Whole units of the currency; required.' },
    maximumBudget: { type: 'Int', description: 'At least minimumBudget; required.' },
    compensation_unit: { type: CompensationUnitEnum, description: 'Jobs; default YEAR.' },
    follow_up: 'Follow Up Message: required, at most 1000 characters.',
    application_link: 'Link to ATS (http or https).',
    created_by: 'Team User (create only): a member of the active team; default the signed-in user.',
    placed_by_agency: 'Jobs: placed by an employment agency (reg. 27): then agency_name and work_term are required, and with pay shown the location and minimum_requirements.',
    agency_name: "The agency's full name (reg. 27).",
    work_term: { type: WorkTermEnum, description: 'Temporary or permanent (reg. 27).' },
    minimum_requirements: 'Minimum experience or qualifications (reg. 27, required with pay shown).',
  },
});

/** A posting form's submission as GraphQL lets it through, before the rules check it. */
export type OpportunitySubmission = typeof OpportunityInput.$inferInput;

export const CloseOpportunityInput = zodInputType(builder, 'CloseOpportunityInput', closeOpportunitySchema, {
  allOptional: true,
  fields: {
    reason: { type: CloseReasonEnum, description: "Required ('Please select an option.')." },
    freelancer_id: "With FILLED_BY_APPLICANT: the applicant's user id (one of opportunityApplicants).",
    freelancer_name: 'With FILLED_BY_APPLICANT: a typed name instead.',
    closed_at: 'Date closed, YYYY-MM-DD: today when empty; never in the future.',
    others_not_selected: 'With FILLED_BY_APPLICANT: every other applicant becomes Not selected (each mailed once, unless they opted out).',
  },
});
