import Alert from 'react-bootstrap/Alert';
import { BID_MESSAGES, makeArmingShare, PBKDF2_ITERATIONS, sealingAvailable, useArmSealingMutation, type SealingAnswer } from '@/entities/bid';
import { useDeskChangeForm } from '@/shared/ui/desk';
import { FormFailure, SubmitButton } from '@/shared/ui/form';
import { SEALED_BIDS_TEXTS as TEXTS } from '../config/sealed-bids-texts';
import { sealingArmFormMachine } from '../model/sealing-arm-form.machine';
import { BidPassphraseField } from './bid-passphrase-field';

interface SealingArmFormProps {
  tenderNo: string;
  /** True when this member armed already: arming again replaces their keys (only while no bid is sealed to them). */
  armedAlready: boolean;
  onChanged: (message: string) => void;
  /** PBKDF2's rounds; the default (600,000) but in tests. */
  pbkdf2Iterations?: number;
}

/**
 * One opener arms the sealing: their browser makes the opener's key pairs, wraps the private halves under
 * the passphrase and sends the public keys and the wrapped share. The passphrase never leaves the browser.
 */
export function SealingArmForm({ tenderNo, armedAlready, onChanged, pbkdf2Iterations = PBKDF2_ITERATIONS }: SealingArmFormProps) {
  const [arm] = useArmSealingMutation();
  const available = sealingAvailable();
  const form = useDeskChangeForm(sealingArmFormMachine, {
    id: 'staff-sealing-arm-form',
    change: async ({ passphrase }): Promise<SealingAnswer> => {
      const share = await makeArmingShare(tenderNo, passphrase, pbkdf2Iterations);
      return arm({ tenderNo, ...share }).unwrap();
    },
    onChanged,
  });
  return (
    <form ref={form.formRef} noValidate aria-label={TEXTS.armTitle} aria-busy={form.busy} onSubmit={form.onSubmit} className="staff-sealed-bids__form mb-3">
      <h3 className="h6">{TEXTS.armTitle}</h3>
      {!available && (
        <Alert variant="danger" role="alert">
          {BID_MESSAGES.sealingUnavailable}
        </Alert>
      )}
      <div className="alert alert-warning small">
        <p className="mb-1">{TEXTS.armWarning}</p>
        <p className="mb-0">{TEXTS.armNoReArm}</p>
      </div>
      {armedAlready && <p className="small">{TEXTS.armAgain}</p>}
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      <fieldset disabled={!available || form.busy} className="border-0 p-0 m-0">
        <BidPassphraseField name="passphrase" value={form.values.passphrase} error={form.errors.passphrase} onChange={(value) => form.change('passphrase', value)} />
        <BidPassphraseField name="confirmPassphrase" value={form.values.confirmPassphrase} error={form.errors.confirmPassphrase} onChange={(value) => form.change('confirmPassphrase', value)} />
      </fieldset>
      <p role="status" className="small mb-2">
        {form.busy ? TEXTS.makingKeys : ''}
      </p>
      <SubmitButton busy={form.busy} disabled={!available}>
        {TEXTS.arm}
      </SubmitButton>
    </form>
  );
}
