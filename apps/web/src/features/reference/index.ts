// What other features use of the reference lists (README: a feature reaches another through its index.ts): the
// posting, profile, agency and search forms choose from them.
export { useGenres, useGenresByDiscipline, useJobChoices, usePositions, useQualifications, useServices, useSkills } from './hooks';
export { LIST_FAILED } from './messages';
