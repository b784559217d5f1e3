// What other features use of the freelancer's pages (README: a feature reaches another through its index.ts):
// what an employer reads of an applicant.
export { DocumentFields, ResumeFields } from './files/documents';
export { formatFileSize } from './files/format';
export { EducationFields, ExperienceFields } from './history/documents';
export { HistorySection } from './history/HistorySection';
export { EDUCATION, EXPERIENCE } from './history/kinds';
export { FreelancerProfileListsFields } from './profile/documents';
