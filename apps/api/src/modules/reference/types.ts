/** Reference lists are public (first document, section 7): no login, hidden entries never shown. */
import { builder, PUBLIC } from '../../graphql/builder.js';
import type {
  GenreRow, IndustryRow, KeyedRow, LanguageRow, PositionRow, QualificationRow, ServiceRow, SkillRow,
} from './rows.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type EntryRow = { id: number; name: string; sort_order: number; hidden: boolean };

/** The fields every list entry shows. */
function entryFields<R extends EntryRow>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, R>) {
  return {
    id: t.id({ resolve: (r) => r.id }),
    name: t.string({ resolve: (r) => r.name }),
    sort_order: t.int({ resolve: (r) => r.sort_order }),
    hidden: t.boolean({ resolve: (r) => r.hidden }),
  };
}

function perDisciplineFields<R extends EntryRow & { industry_id: number }>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, R>) {
  return { ...entryFields(t), industry_id: t.id({ resolve: (r) => r.industry_id }) };
}

export const IndustryType = builder.objectRef<IndustryRow>('Industry').implement({ authScopes: PUBLIC, fields: entryFields });
export const GenreType = builder.objectRef<GenreRow>('Genre').implement({ authScopes: PUBLIC, fields: perDisciplineFields });
export const QualificationType = builder.objectRef<QualificationRow>('Qualification').implement({ authScopes: PUBLIC, fields: perDisciplineFields });
export const ServiceType = builder.objectRef<ServiceRow>('Service').implement({ authScopes: PUBLIC, fields: entryFields });

export const SkillType = builder.objectRef<SkillRow>('Skill').implement({
  authScopes: PUBLIC,
  fields: (t) => ({ ...perDisciplineFields(t), software: t.exposeBoolean('software') }),
});

export const PositionType = builder.objectRef<PositionRow>('Position').implement({
  authScopes: PUBLIC,
  fields: (t) => ({ ...perDisciplineFields(t), job_level_id: t.id({ nullable: true, resolve: (r) => r.job_level_id }) }),
});

/** Job levels, job types and working hours: a fixed key the code relies on, a name and a description. */
const keyedType = (name: string) =>
  builder.objectRef<KeyedRow>(name).implement({
    authScopes: PUBLIC,
    fields: (t) => ({
      id: t.exposeID('id'),
      key: t.exposeString('key'),
      name: t.exposeString('name'),
      description: t.exposeString('description', { nullable: true }),
    }),
  });

export const JobLevelType = keyedType('JobLevel');
export const JobTypeType = keyedType('JobType');
export const WorkingHourType = keyedType('WorkingHour');

export const LanguageType = builder.objectRef<LanguageRow>('Language').implement({
  authScopes: PUBLIC,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code', { nullable: true }),
  }),
});
