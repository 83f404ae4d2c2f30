import { baseApi } from '@/shared/api/base-api';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import type { StaffMemberAdd, StaffMemberRecord, StaffMemberRoleChange } from '@/entities/staff-member';

/** Adding or resetting a member: the one-time set-up link, which the screen shows once. */
export interface SetupLinkAnswer extends WriteAnswer {
  setupLink: string;
}

/** Staff management for admins (`/api/staff/staff-members…`); every change is in the audit log too. */
export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffMembers: build.query<StaffMemberRecord[], void>({
      query: () => '/api/staff/staff-members',
      transformResponse: (answer: { members: StaffMemberRecord[] }) => answer.members,
      providesTags: ['StaffMembers'],
      keepUnusedDataFor: 0,
    }),
    addStaffMember: build.mutation<SetupLinkAnswer, StaffMemberAdd>({
      query: (body) => ({ url: '/api/staff/staff-members', method: 'POST', body }),
      invalidatesTags: ['StaffMembers', 'AuditLog'],
    }),
    disableStaffMember: build.mutation<WriteAnswer, number>({
      query: (id) => ({ url: `/api/staff/staff-members/${id}/disable`, method: 'POST' }),
      invalidatesTags: ['StaffMembers', 'AuditLog'],
    }),
    resetStaffMember: build.mutation<SetupLinkAnswer, number>({
      query: (id) => ({ url: `/api/staff/staff-members/${id}/reset`, method: 'POST' }),
      invalidatesTags: ['StaffMembers', 'AuditLog'],
    }),
    changeStaffRole: build.mutation<WriteAnswer, { id: number } & StaffMemberRoleChange>({
      query: ({ id, role }) => ({ url: `/api/staff/staff-members/${id}`, method: 'PATCH', body: { role } }),
      invalidatesTags: ['StaffMembers', 'AuditLog'],
    }),
  }),
});

export const { useGetStaffMembersQuery, useAddStaffMemberMutation, useDisableStaffMemberMutation, useResetStaffMemberMutation, useChangeStaffRoleMutation } = teamApi;
