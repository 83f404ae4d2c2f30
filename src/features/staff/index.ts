// The slice's stylesheet comes with its public index: the pages that compose it link it in their chunk.
import './ui/staff.scss';
export { StaffLayout } from './ui/staff-layout';
export { auditCsvUrl, useGetAuditPageQuery, useVerifyAuditQuery } from './api/audit-api';
export { useGetStaffAvailabilityQuery, useSaveStaffAvailabilityMutation } from './api/availability-api';
export type { AvailabilitySaved, DeskAvailability } from './api/availability-api';
export { floorPlanUrl, useChangeStaffBookingMutation, useGetStaffBookingsQuery } from './api/bookings-api';
export {
  leadResumeUrl,
  useChangeLeadMutation,
  useGetLeadQuery,
  useGetLeadOwnersQuery,
  leadsCsvUrl,
  useGetLeadsQuery,
} from './api/leads-api';
export type { StaffMemberChoice } from './api/leads-api';
export {
  useGetStaffSessionQuery,
  useStaffLogInCodeMutation,
  useStaffLogInMutation,
  useGetStaffSetupQuery,
  useSetUpStaffMutation,
} from './api/staff-api';
export {
  useCreateStaffTenderMutation,
  useEditStaffTenderMutation,
  useGetStaffTenderQuery,
  useAddStaffTenderCorrigendumMutation,
  useAttachStaffTenderDocumentMutation,
  useSetStaffTenderOutcomeMutation,
  useSetStaffTenderPublishedMutation,
  tenderCorrigendumFormData,
  tenderDocumentFormData,
  useListStaffTendersQuery,
} from './api/staff-tenders-api';
export type { TenderChangeAnswer } from './api/staff-tenders-api';
export {
  useAddStaffMemberMutation,
  useChangeStaffRoleMutation,
  useDisableStaffMemberMutation,
  useGetStaffMembersQuery,
  useResetStaffMemberMutation,
} from './api/team-api';
export { deskAreasFor } from './config/desk-areas';
export { availabilityFormMachine } from './model/availability-form.machine';
export { leadChangeFormMachine, UNASSIGNED } from './model/lead-change-form.machine';
export { staffLoginMachine } from './model/staff-login.machine';
export type { StaffLoginValues } from './model/staff-login.machine';
export { staffMemberAddFormMachine } from './model/staff-member-add-form.machine';
export type { StaffMemberAddValues } from './model/staff-member-add-form.machine';
export { staffSetupFormMachine } from './model/staff-setup-form.machine';
export type { StaffSetupValues } from './model/staff-setup-form.machine';
export { tenderCorrigendumFormMachine } from './model/tender-corrigendum-form.machine';
export { tenderDocumentFormMachine } from './model/tender-document-form.machine';
export {
  deadlineParts,
  formAmounts,
  joinDeadline,
  TENDER_FORM_FIELDS,
  tenderCreateFormMachine,
  tenderEditFormMachine,
  tenderFormValues,
} from './model/tender-form.machine';
export type { TenderFormGroup, TenderFormValues } from './model/tender-form.machine';
export { ConfirmDialog } from './ui/confirm-dialog';
export { DeskRefusal, answerMessage } from './ui/desk-refusal';
export { answerMessage as leadAnswerMessage, atOffice, statusOf } from './ui/lead-labels';
export { SealedBidsSection } from './ui/sealed-bids-section';
export { StaffCard } from './ui/staff-card';
export { StaffDeskSection } from './ui/staff-desk-section';
export { StaffQueryRefusal, refusalMessage } from './ui/staff-query-refusal';
export { StaffTenderQuestions } from './ui/staff-tender-questions';
export { TENDER_GROUP_LEGENDS, tenderFieldLabel } from './ui/tender-field-labels';
export { TenderOpenersSection } from './ui/tender-openers-section';
export { TenderTradesField } from './ui/tender-trades-field';
export type { DeskNotice } from './model/desk-notice';
