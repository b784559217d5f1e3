import type {
  genres, industries, jobLevels, languages, positions, qualifications, services, skills,
} from '../../db/schema/index.js';

export type IndustryRow = typeof industries.$inferSelect;
export type GenreRow = typeof genres.$inferSelect;
export type SkillRow = typeof skills.$inferSelect;
export type QualificationRow = typeof qualifications.$inferSelect;
export type PositionRow = typeof positions.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
/** Job levels, job types and working hours share one shape. */
export type KeyedRow = typeof jobLevels.$inferSelect;
export type LanguageRow = typeof languages.$inferSelect;
