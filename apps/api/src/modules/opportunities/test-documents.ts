/** The GraphQL documents the opportunities' integration tests send, as the web pages will. */
export const ADD = `mutation($input: OpportunityInput!) { addOpportunity(input: $input) { id slug title target is_active applicantCount creator { id } } }`;
export const UPDATE = `mutation($id: ID!, $input: OpportunityInput!) { updateOpportunity(id: $id, input: $input) { id title is_active updater { id } } }`;
export const CLOSE = `mutation($id: ID!, $input: CloseOpportunityInput!) { closeOpportunity(id: $id, input: $input) {
  id deleted_at close_reason closed_at freelancer { id } freelancer_name } }`;
export const RESTORE = `mutation($id: ID!) { restoreOpportunity(id: $id) { id deleted_at close_reason closed_at freelancer_name } }`;
export const GET = `query($id: ID!) { opportunity(id: $id) {
  id slug target title description location location_type is_on_site is_remote job_number is_active type sub_type
  level { id key } position { id name } industries { id } genres { id } skills { id software must_have }
  qualifications { id must_have } services { id } minimumBudget maximumBudget is_compensation_displayed
  compensation_currency compensation_unit duration is_ir35 follow_up application_link featured created_at deleted_at
  company { id company } creator { id name } applicantCount close_reason closed_at freelancer_name } }`;
export const LIST = `query($target: OpportunityTarget!, $closed: Boolean, $first: Int) {
  teamOpportunities(target: $target, closed: $closed, first: $first) {
    data { id title is_active applicantCount creator { id name } position { name } genres { name } }
    paginatorInfo { total count } } }`;
export const APPLICANTS = `query($id: ID!) { opportunityApplicants(id: $id) {
  id created_at user { id name email phone } agency { id company } } }`;
export const TEAM_USERS = `{ opportunityTeamUsers { id name email role can_post_jobs } }`;
export const BALANCE = `{ currentCredit { team_id balance } }`;
