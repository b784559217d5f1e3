import { builder } from '../../graphql/builder.js';
import {
  CloseReasonEnum, CompensationUnitEnum, CurrencyEnum, LocationTypeEnum, OpportunityTargetEnum, RoleTypeEnum, WorkingHoursEnum,
} from './types.js';

/**
 * The posting forms' submissions. Every field is optional here: the shared zod rules of @mp/domain
 * (jobFormSchema, projectFormSchema and their edit forms) decide what is required and answer with the
 * spec's message on the field (`extensions.fields['input.<field>']`).
 */

export const PlaceInput = builder.inputType('OpportunityPlaceInput', {
  description: 'The place the place search answered (placeSearch), stored with the post; its label becomes the location.',
  fields: (t) => ({
    id: t.string({ required: true }),
    label: t.string({ required: true }),
    countryCode: t.string(),
    lat: t.float(),
    lng: t.float(),
  }),
});

export const OpportunityInput = builder.inputType('OpportunityInput', {
  description:
    'Post New Job Opportunity (target JOB) or Post New Agency Project (target PROJECT), and their edit forms. ' +
    'Jobs use industries … application_link; projects use services and a project duration (1, 4, 99). ' +
    'On edit, target is the stored one, created_by is ignored and is_active is changed only when sent.',
  fields: (t) => ({
    target: t.field({ type: OpportunityTargetEnum, description: 'Required on create.' }),
    is_active: t.boolean({ description: 'Published (true, the default on create) or Unpublished.' }),
    title: t.string(),
    job_number: t.string({ description: 'Date Posted, YYYY-MM-DD; today when empty.' }),
    industries: t.idList({ description: 'The professional discipline: one id (jobs).' }),
    genres: t.idList({ description: 'Category experience: at least one.' }),
    location: t.string({ description: 'The text address, when no place was picked.' }),
    location_place: t.field({ type: PlaceInput }),
    location_type: t.field({ type: LocationTypeEnum, description: 'How do you work? (jobs)' }),
    description: t.string({ description: 'Rich text (HTML); sanitised to p, br, b, strong, i, em, u, ul, ol, li.' }),
    type: t.field({ type: RoleTypeEnum, description: 'Type of Role (jobs).' }),
    sub_type: t.field({ type: WorkingHoursEnum, description: 'Working Hours (jobs).' }),
    duration: t.int({ description: 'Jobs with FREELANCE or BOTH: 1-6, 7 (6+ months), 13 (12+ months). Projects: 1, 4, 99.' }),
    is_ir35: t.int({ description: 'Jobs with FREELANCE or BOTH: 0 No, 1 Yes, 2 Not sure.' }),
    level: t.id({ description: 'Experience Level: a job level id (allJoblevels).' }),
    position: t.id({ description: 'Position Sought: a position id of the discipline and level.' }),
    skills: t.idList({ description: 'Skills Required (non-software skills of the discipline): at least one.' }),
    skill_must_haves: t.idList({ description: 'Up to 3 of skills.' }),
    software_skills: t.idList({ description: 'Software Skills; required for discipline 2.' }),
    software_must_haves: t.idList({ description: 'Up to 3 of software_skills.' }),
    qualifications: t.idList({ description: 'Required for discipline 2.' }),
    qualification_must_haves: t.idList({ description: 'Up to 3 of qualifications.' }),
    services: t.idList({ description: 'Services Required (projects): at least one.' }),
    is_compensation_displayed: t.boolean({ description: 'Show Compensation.' }),
    compensation_currency: t.field({ type: CurrencyEnum, description: 'Default GBP.' }),
    minimumBudget: t.int({ description: 'Whole units of the currency; required.' }),
    maximumBudget: t.int({ description: 'At least minimumBudget; required.' }),
    compensation_unit: t.field({ type: CompensationUnitEnum, description: 'Jobs; default YEAR.' }),
    follow_up: t.string({ description: 'Follow Up Message: required, at most 1000 characters.' }),
    application_link: t.string({ description: 'Link to ATS (http or https).' }),
    created_by: t.id({ description: 'Team User (create only): a member of the active team; default the signed-in user.' }),
  }),
});

export const CloseOpportunityInput = builder.inputType('CloseOpportunityInput', {
  fields: (t) => ({
    reason: t.field({ type: CloseReasonEnum, description: "Required ('Please select an option.')." }),
    freelancer_id: t.id({ description: "With FILLED_BY_APPLICANT: the applicant's user id (one of opportunityApplicants)." }),
    freelancer_name: t.string({ description: 'With FILLED_BY_APPLICANT: a typed name instead.' }),
    closed_at: t.string({ description: 'Date closed, YYYY-MM-DD: today when empty; never in the future.' }),
  }),
});
