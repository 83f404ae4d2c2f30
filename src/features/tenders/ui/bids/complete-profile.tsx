import { useEffect } from 'react';
import { bidText } from '@/entities/bid';
import { useGetVendorProfileQuery, useSaveVendorProfileMutation, useVendorProfileFields } from '@/entities/vendor-profile';
import { useText } from '@/shared/i18n';
import { FormFailure, SubmitButton, TextFields, useForm } from '@/shared/ui/form';
import { BID_TEXTS } from '../../config/bid-texts';
import { vendorProfileFormMachine } from '../../model/vendor-profile-form.machine';

/**
 * A bid needs a completed vendor profile (issue 23, item 2): a vendor without one completes it here, before
 * the bid form, filled from what they saved before. Saving registers for no tender; the section then asks
 * again whether bids are taken and shows the bid form. Every typed value stays on a failure.
 */
export function CompleteProfile({ onSaved }: { onSaved: (message: string) => void }) {
  const t = useText(bidText);
  const saved = useGetVendorProfileQuery('');
  const [save] = useSaveVendorProfileMutation();
  const form = useForm(vendorProfileFormMachine, {
    id: 'vendor-profile-form',
    send: async (payload) => {
      const answer = await save(payload).unwrap();
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
      <h3 className="h5">{t(BID_TEXTS.profileTitle)}</h3>
      {!saved.isLoading && <p>{t(profile ? BID_TEXTS.profileIncomplete : BID_TEXTS.profileMissing)}</p>}
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      <form ref={form.formRef} noValidate aria-label={t(BID_TEXTS.profileTitle)} aria-busy={form.busy} onSubmit={form.onSubmit}>
        <div className="row">
          <TextFields form={form} fields={useVendorProfileFields()} required className="col-md-6 mb-3" />
        </div>
        <SubmitButton busy={form.busy}>{t(BID_TEXTS.saveProfile)}</SubmitButton>
      </form>
    </div>
  );
}
