import { useEffect } from 'react';
import { bidText } from '@/entities/bid';
import { useGetVendorProfileQuery, useSaveVendorProfileMutation, useVendorProfileFields } from '@/entities/vendor-profile';
import { useText } from '@/shared/i18n';
import { FormFailure, SubmitButton, tenderBoardErrorsText, TextFields, useForm } from '@/shared/ui/form';
import { vendorProfileFormMachine } from '../../model/vendor-profile-form.machine';

/**
 * A bid needs a completed vendor profile (issue 23, item 2): a vendor without one completes it here, before
 * the bid form, filled from what they saved before. Saving registers for no tender; the section then asks
 * again whether bids are taken and shows the bid form. Every typed value stays on a failure.
 */
export function CompleteProfile({ onSaved }: { onSaved: (message: string) => void }) {
  const t = useText(bidText);
  // The tender board's form messages, for this form's errors on a Marathi page (`useFormMessage`).
  useText(tenderBoardErrorsText);
  const saved = useGetVendorProfileQuery('');
  const [save] = useSaveVendorProfileMutation();
  const form = useForm(vendorProfileFormMachine, {
    id: 'vendor-profile-form',
    send: async (payload) => {
      const answer = await save({ body: payload }).unwrap();
      onSaved(answer.message);
      return answer;
    },
  });
  const { prefill } = form;
  const profile = saved.data?.profile ?? null;
  useEffect(() => {
    if (profile) prefill(profile);
  }, [profile, prefill]);

  return (
    <div className="tender-bids__profile tender-no-print">
      <h3 className="h5">{t('Complete your vendor profile')}</h3>
      {!saved.isLoading && <p>{t(profile ? 'A bid goes out under your vendor profile, and yours is missing a detail or has one that no longer passes our checks: check the form below and save it.' : 'A bid goes out under your vendor profile. Fill it in once; it is kept with your account and fills the forms next time.')}</p>}
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      <form ref={form.formRef} noValidate aria-label={t('Complete your vendor profile')} aria-busy={form.busy} onSubmit={form.onSubmit}>
        <div className="row">
          <TextFields form={form} fields={useVendorProfileFields()} required className="col-md-6 mb-3" />
        </div>
        <SubmitButton busy={form.busy}>{t('Save profile and continue to the bid')}</SubmitButton>
      </form>
    </div>
  );
}
