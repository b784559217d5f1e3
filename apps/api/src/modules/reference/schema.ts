import { builder, PUBLIC } from '../../graphql/builder.js';
import {
  findKeyed, KEYED, listGenres, listIndustries, listKeyed, listLanguages, listPositions, listQualifications, listServices,
  listSkills,
} from './queries.js';
import {
  GenreType, IndustryType, JobLevelType, JobTypeType, LanguageType, PositionType, QualificationType, ServiceType, SkillType,
  WorkingHourType,
} from './types.js';
import './admin-schema.js';

// Public reference lists (first document, section 7): no login, hidden entries never shown.
builder.queryFields((t) => {
  const name = t.arg.string();
  const industries = t.arg.idList();
  return {
    industries: t.field({ authScopes: PUBLIC, type: [IndustryType], args: { name }, resolve: (_r, a, ctx) => listIndustries(ctx.deps.db, a) }),
    genres: t.field({ authScopes: PUBLIC, type: [GenreType], args: { name, industries }, resolve: (_r, a, ctx) => listGenres(ctx.deps.db, a) }),
    skills: t.field({
      authScopes: PUBLIC,
      type: [SkillType],
      args: { name, industries, software: t.arg.boolean() },
      resolve: (_r, a, ctx) => listSkills(ctx.deps.db, a),
    }),
    services: t.field({ authScopes: PUBLIC, type: [ServiceType], args: { name }, resolve: (_r, a, ctx) => listServices(ctx.deps.db, a) }),
    qualifications: t.field({
      authScopes: PUBLIC,
      type: [QualificationType],
      args: { name, industries },
      resolve: (_r, a, ctx) => listQualifications(ctx.deps.db, a),
    }),
    positions: t.field({
      authScopes: PUBLIC,
      type: [PositionType],
      args: { name, industries, jobLevels: t.arg.idList() },
      resolve: (_r, a, ctx) => listPositions(ctx.deps.db, a),
    }),
    joblevel: t.field({
      authScopes: PUBLIC,
      type: JobLevelType,
      nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, { id }, ctx) => findKeyed(ctx.deps.db, KEYED.jobLevels, id),
    }),
    allJoblevels: t.field({ authScopes: PUBLIC, type: [JobLevelType], resolve: (_r, _a, ctx) => listKeyed(ctx.deps.db, KEYED.jobLevels) }),
    jobtype: t.field({
      authScopes: PUBLIC,
      type: JobTypeType,
      nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, { id }, ctx) => findKeyed(ctx.deps.db, KEYED.jobTypes, id),
    }),
    allJobtypes: t.field({ authScopes: PUBLIC, type: [JobTypeType], resolve: (_r, _a, ctx) => listKeyed(ctx.deps.db, KEYED.jobTypes) }),
    workingHours: t.field({ authScopes: PUBLIC, type: [WorkingHourType], resolve: (_r, _a, ctx) => listKeyed(ctx.deps.db, KEYED.workingHours) }),
    languages: t.field({ authScopes: PUBLIC, type: [LanguageType], resolve: (_r, _a, ctx) => listLanguages(ctx.deps.db) }),
  };
});
