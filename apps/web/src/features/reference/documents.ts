import { graphql, type ResultOf } from '../../graphql';

/** The reference lists the forms choose from: one query each, named as the posting forms first named them. */
/** The job form's fixed lists: disciplines, experience levels, role types and working hours. */
export const JobChoicesQuery = graphql(`
  query PostingJobChoices {
    industries {
      id
      name
    }
    allJoblevels {
      id
      key
      name
    }
    allJobtypes {
      id
      key
      name
    }
    workingHours {
      id
      key
      name
    }
  }
`);
export type JobChoices = ResultOf<typeof JobChoicesQuery>;

/** Category experience: the discipline's genres (jobs), or every genre (projects: no industries), with their discipline. */
export const GenresQuery = graphql(`
  query PostingGenres($industries: [ID!]) {
    genres(industries: $industries) {
      id
      name
      industry_id
    }
  }
`);

/** Skills Required (software false) or Software Skills (software true) of the discipline. */
export const SkillsQuery = graphql(`
  query PostingSkills($industries: [ID!], $software: Boolean) {
    skills(industries: $industries, software: $software) {
      id
      name
    }
  }
`);

export const QualificationsQuery = graphql(`
  query PostingQualifications($industries: [ID!]) {
    qualifications(industries: $industries) {
      id
      name
    }
  }
`);

/** Position Sought: the positions of the discipline and the experience level. */
export const PositionsQuery = graphql(`
  query PostingPositions($industries: [ID!], $jobLevels: [ID!]) {
    positions(industries: $industries, jobLevels: $jobLevels) {
      id
      name
    }
  }
`);

export const ServicesQuery = graphql(`
  query PostingServices {
    services {
      id
      name
    }
  }
`);
