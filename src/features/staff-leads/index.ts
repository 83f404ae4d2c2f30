export { leadResumeUrl, useChangeLeadMutation, useGetLeadQuery, useGetLeadOwnersQuery, leadsCsvUrl, useGetLeadsQuery } from './api/leads-api';
export type { StaffMemberChoice } from './api/leads-api';
export { leadChangeFormMachine, UNASSIGNED } from './model/lead-change-form.machine';
export { answerMessage, atOffice, statusOf } from './ui/lead-labels';
