import { educationSchema, experienceSchema, HISTORY_MSG, type EducationValues, type ExperienceValues } from '@mp/domain';
import type { z } from 'zod';
import { gqlRequest } from '../../../app/api-client';
import {
  CreateEducationMutation,
  CreateExperienceMutation,
  DeleteEducationMutation,
  DeleteExperienceMutation,
  UpdateEducationMutation,
  UpdateExperienceMutation,
  type Education,
  type Experience,
} from './documents';
import { formatPeriod, formatYears } from './format';
import { modalSchema } from './form-schema';

/** The rows both kinds have: the described months, the description. */
export interface HistoryRow {
  id: string;
  description: string;
  from: string;
  to: string | null;
}

export type SaveVars<T> = { id?: string; input: T };

/** What the modal's form holds: the kind's text fields, the description, the months and Present. */
export type ModalValues = { description: string; from: string; to: string; present: boolean } & Record<string, string | boolean>;

type Noun = 'education' | 'experience';

/**
 * One kind of history row (education, experience): everything the generic section and modal need to show,
 * add, edit and remove it with the spec's words.
 */
export interface HistoryKind<Row extends HistoryRow, Values> {
  /** The section's heading. */
  title: string;
  /** 'Add education', 'Edit education'. */
  noun: Noun;
  empty: { editable: { title: string; description: string }; readOnly: { title: string; description: string } };
  /** The signed-in freelancer's rows of this kind. */
  own: (me: { educations: readonly Education[] | null; experiences: readonly Experience[] | null }) => readonly Row[] | null;
  /** A row as the list shows it; `label` names it in Edit and Remove. */
  item: (row: Row) => { title: string; subtitle?: string | null; period: string; label: string };
  /** The modal's text fields above the months, in order. */
  fields: readonly { name: keyof Row & string; label: string; required: boolean }[];
  presentLabel: string;
  schema: z.ZodType<Values>;
  save: (vars: SaveVars<Values>) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  messages: { confirmRemove: string; added: string; updated: string; addFailed: string; editFailed: string; removed: string; removeFailed: string };
}

const messagesOf = <N extends Noun>(noun: N, confirmRemove: string) => ({
  confirmRemove,
  added: HISTORY_MSG[`${noun}Added`],
  updated: HISTORY_MSG[`${noun}Updated`],
  addFailed: HISTORY_MSG[`${noun}AddFailed`],
  editFailed: HISTORY_MSG[`${noun}EditFailed`],
  removed: HISTORY_MSG[`${noun}Removed`],
  removeFailed: HISTORY_MSG[`${noun}RemoveFailed`],
});

/** Education: qualification and description required, the school optional. */
export const EDUCATION: HistoryKind<Education, EducationValues> = {
  title: 'Education',
  noun: 'education',
  empty: {
    editable: { title: 'No education yet', description: 'Add your qualifications, with the school and when you studied.' },
    readOnly: { title: 'No education added yet', description: 'Qualifications will show here once they are added.' },
  },
  own: (me) => me.educations,
  item: (row) => ({ title: row.qualification, subtitle: row.school_name, period: formatPeriod(row.from, row.to), label: row.qualification }),
  fields: [
    { name: 'school_name', label: 'School', required: false },
    { name: 'qualification', label: 'Qualification', required: true },
  ],
  presentLabel: 'I currently study here (Present)',
  schema: modalSchema(educationSchema),
  save: ({ id, input }) => (id ? gqlRequest(UpdateEducationMutation, { id, input }) : gqlRequest(CreateEducationMutation, { input })),
  remove: (id) => gqlRequest(DeleteEducationMutation, { id }),
  messages: messagesOf('education', HISTORY_MSG.confirmRemoveEducation),
};

/** Work experience: title, employer and description required. */
export const EXPERIENCE: HistoryKind<Experience, ExperienceValues> = {
  title: 'Experience',
  noun: 'experience',
  empty: {
    editable: { title: 'No experience yet', description: HISTORY_MSG.atLeastOneExperience },
    readOnly: { title: 'No experience added yet', description: 'Work experience will show here once it is added.' },
  },
  own: (me) => me.experiences,
  item: (row) => ({
    title: row.title,
    subtitle: row.company,
    period: `${formatPeriod(row.from, row.to)} · ${formatYears(row.years)}`,
    label: `${row.title} at ${row.company}`,
  }),
  fields: [
    { name: 'title', label: 'Title', required: true },
    { name: 'company', label: 'Employer', required: true },
  ],
  presentLabel: 'I currently work here (Present)',
  schema: modalSchema(experienceSchema),
  save: ({ id, input }) => (id ? gqlRequest(UpdateExperienceMutation, { id, input }) : gqlRequest(CreateExperienceMutation, { input })),
  remove: (id) => gqlRequest(DeleteExperienceMutation, { id }),
  messages: messagesOf('experience', HISTORY_MSG.confirmRemoveExperience),
};
