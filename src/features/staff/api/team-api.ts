import { baseApi } from '@/shared/api/base-api';
import { fromContract, fromContractAs } from '@/shared/api/contract-query';
import type { AnswerOf } from '@/shared/contracts/endpoint';
import { addStaffMemberEndpoint, changeStaffRoleEndpoint, disableStaffMemberEndpoint, resetStaffMemberEndpoint, staffMembersRead } from '@/entities/staff-member';

/** Adding or resetting a member: the one-time set-up link, which the screen shows once. */
export type SetupLinkAnswer = AnswerOf<typeof addStaffMemberEndpoint>;

const changed = ['StaffMembers', 'AuditLog'] as const;

/** Staff management for admins (`/api/staff/staff-members…`); every change is in the audit log too. */
export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffMembers: build.query({
      ...fromContractAs(staffMembersRead, (answer) => answer.members),
      providesTags: ['StaffMembers'],
      keepUnusedDataFor: 0,
    }),
    addStaffMember: build.mutation({ ...fromContract(addStaffMemberEndpoint), invalidatesTags: [...changed] }),
    disableStaffMember: build.mutation({ ...fromContract(disableStaffMemberEndpoint), invalidatesTags: [...changed] }),
    resetStaffMember: build.mutation({ ...fromContract(resetStaffMemberEndpoint), invalidatesTags: [...changed] }),
    changeStaffRole: build.mutation({ ...fromContract(changeStaffRoleEndpoint), invalidatesTags: [...changed] }),
  }),
});

export const { useGetStaffMembersQuery, useAddStaffMemberMutation, useDisableStaffMemberMutation, useResetStaffMemberMutation, useChangeStaffRoleMutation } = teamApi;
