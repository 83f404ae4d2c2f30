import { staffMemberAddSchema } from '@/entities/staff-member';
import type { StaffMemberAdd } from '@/entities/staff-member';
import { checkedBy, createFormMachine } from '@/shared/model/form.machine';
import { STAFF_LOGIN_TEXTS } from '@/shared/config/staff-texts';

/** As typed: the role is '' until one is chosen. */
export type StaffMemberAddValues = { email: string; name: string; role: string };

/**
 * The team screen's "add a member" form on the shared form lifecycle: e-mail, name and role, checked
 * with the schema the server uses. The server's answer carries the one-time set-up link, which the
 * screen keeps from the answer (the machine keeps no answer, and the link is shown once).
 */
export const staffMemberAddFormMachine = createFormMachine<StaffMemberAddValues, StaffMemberAdd>({
  id: 'staff-member-add-form',
  empty: { email: '', name: '', role: '' },
  ...checkedBy(staffMemberAddSchema),
  failureTexts: STAFF_LOGIN_TEXTS,
});
