import { staffSetupFormSchema, staffSetupSchema, type StaffSetupPayload } from '@/shared/contracts/staff';
import { validateWith, type FormValues } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';
import { STAFF_LOGIN_TEXTS } from '@/shared/config/staff-texts';

export type StaffSetupValues = FormValues<typeof staffSetupFormSchema>;

/**
 * The set-up page's form on the shared form lifecycle: a new password (twice) and the first code from
 * the authenticator just enrolled. The token from the link travels with it and is kept after a failure.
 */
export const staffSetupFormMachine = createFormMachine<StaffSetupValues, StaffSetupPayload>({
  id: 'staff-setup-form',
  empty: { token: '', password: '', confirm: '', code: '' },
  validate: validateWith(staffSetupFormSchema),
  toPayload: ({ token, password, code }) => staffSetupSchema.parse({ token, password, code }),
  failureTexts: STAFF_LOGIN_TEXTS,
  keepOnSuccess: ['token'],
});
