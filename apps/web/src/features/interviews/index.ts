// What other features use of interviews (README: a feature reaches another through its index.ts): the applicant
// drawer's tab and the thread page show an application's interviews.
export { InterviewsPanel } from './InterviewsPanel';
export { UpcomingInterviewsCard } from './UpcomingInterviewsCard';
