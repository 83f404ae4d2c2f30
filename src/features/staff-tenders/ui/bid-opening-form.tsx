import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import {
  fromBase64Url,
  partialFor,
  passphraseKeys,
  toBase64Url,
  unwrapDataKey,
  unwrapShare,
  useBeginOpeningMutation,
  useLazyGetShareParamsQuery,
  usePostOpeningKeysMutation,
  usePostOpeningPartialsMutation,
  type OpeningStage,
  type OpeningStep,
  type PassphraseKeys,
} from '@/entities/bid';
import { useBridgedMachine } from '@/shared/lib/use-bridged-machine';
import { FormFailure, SubmitButton, TextField, useFocusFirstInvalid } from '@/shared/ui/form';
import { SEALED_BIDS_TEXTS as TEXTS } from '../config/sealed-bids-texts';
import { bidOpeningFormMachine, OPENING_PHASES, ShareDoesNotUnwrapError, type BidOpeningValues, type OpeningAnswer } from '../model/bid-opening-form.machine';
import { BidPassphraseField } from './bid-passphrase-field';

interface BidOpeningFormProps {
  tenderNo: string;
  stage: OpeningStage;
  onChanged: (message: string) => void;
}

type Senders = {
  getShare: ReturnType<typeof useLazyGetShareParamsQuery>[0];
  begin: ReturnType<typeof useBeginOpeningMutation>[0];
  postPartials: ReturnType<typeof usePostOpeningPartialsMutation>[0];
  postKeys: ReturnType<typeof usePostOpeningKeysMutation>[0];
};

/**
 * This opener's part of a stage: unwrap their share with the passphrase's key, then for each bid the
 * partial (ECDH of their private key with the bid's ephemeral key). Confirming first, they send the
 * partials; confirming second, they combine theirs with the other opener's, in slot order, and send the
 * bids' data keys ('' for a bid whose key does not unwrap: the server flags it). The share and the
 * passphrase stay here.
 */
async function finishOpening(tenderNo: string, stage: OpeningStage, keys: PassphraseKeys, step: OpeningStep, send: Senders): Promise<OpeningAnswer> {
  const share = await unwrapShare(tenderNo, step.wrappedShare, keys.wrapKey);
  if (!share) throw new ShareDoesNotUnwrapError();
  const mine = await Promise.all(step.bids.map(async (bid) => ({ bid, partial: await partialFor(share[stage], fromBase64Url(bid.wrappedKey)) })));
  if (step.partials === null) {
    const partials = Object.fromEntries(mine.map(({ bid, partial }) => [bid.bidNumber, toBase64Url(partial)]));
    return send.postPartials({ tenderNo, stage, token: step.token, partials }).unwrap();
  }
  const theirs = step.partials;
  const opened = await Promise.all(
    mine.map(async ({ bid, partial }) => {
      const other = theirs[bid.bidNumber];
      if (!other) return [bid.bidNumber, ''] as const;
      const pair: [Uint8Array, Uint8Array] = step.slot === 1 ? [partial, fromBase64Url(other)] : [fromBase64Url(other), partial];
      const key = await unwrapDataKey(fromBase64Url(bid.wrappedKey), pair, { tenderNo, stage, sealId: bid.sealId });
      return [bid.bidNumber, key ? toBase64Url(key) : ''] as const;
    }),
  );
  return send.postKeys({ tenderNo, stage, token: step.token, keys: Object.fromEntries(opened) }).unwrap();
}

/** The opening machine with its three steps provided: the real share, the real requests, this browser's WebCrypto. */
function useBidOpeningForm({ tenderNo, stage, onChanged }: BidOpeningFormProps) {
  const [getShare] = useLazyGetShareParamsQuery();
  const [begin] = useBeginOpeningMutation();
  const [postPartials] = usePostOpeningPartialsMutation();
  const [postKeys] = usePostOpeningKeysMutation();
  const latest = useRef({ tenderNo, stage, send: { getShare, begin, postPartials, postKeys } as Senders });
  useEffect(() => {
    latest.current = { tenderNo, stage, send: { getShare, begin, postPartials, postKeys } };
  });
  const [logic] = useState(() =>
    bidOpeningFormMachine.provide({
      actors: {
        derive: fromPromise(async ({ input }) => {
          const { tenderNo: at, send } = latest.current;
          const { salt, iterations } = await send.getShare(at, false).unwrap();
          return passphraseKeys(input.passphrase, fromBase64Url(salt), iterations);
        }),
        begin: fromPromise(async ({ input }) => {
          const { tenderNo: at, stage: now, send } = latest.current;
          return send.begin({ tenderNo: at, stage: now, code: input.code, proof: toBase64Url(input.keys.proof) }).unwrap();
        }),
        finish: fromPromise(async ({ input }) => {
          const { tenderNo: at, stage: now, send } = latest.current;
          return finishOpening(at, now, input.keys, input.step, send);
        }),
      },
    }),
  );
  const [snapshot, sendEvent] = useBridgedMachine(logic, { id: `staff-bid-opening-form-${stage}` });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, snapshot.context.errorRound);

  const succeeded = snapshot.matches('succeeded');
  const { done } = snapshot.context;
  const report = useRef(onChanged);
  useEffect(() => {
    report.current = onChanged;
  });
  useEffect(() => {
    if (!succeeded) return;
    if (done) report.current(done);
    sendEvent({ type: 'CLOSE' });
  }, [succeeded, done, sendEvent]);

  const phase = OPENING_PHASES.find((name) => snapshot.matches(name)) ?? null;
  return {
    formRef,
    values: snapshot.context.values,
    errors: snapshot.context.errors as Partial<Record<keyof BidOpeningValues, string>>,
    failure: snapshot.matches('failed') ? snapshot.context.failure : null,
    phase,
    busy: phase !== null || snapshot.matches('validating'),
    change: (field: keyof BidOpeningValues, value: string) => sendEvent({ type: 'CHANGE', field, value }),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      sendEvent({ type: 'SUBMIT' });
    },
    dismissFailure: () => sendEvent({ type: 'DISMISS' }),
  };
}

/** One opener confirms the opening of a stage with their authenticator code and their passphrase. */
export function BidOpeningForm(props: BidOpeningFormProps) {
  const form = useBidOpeningForm(props);
  const title = TEXTS.openTitle(props.stage);
  return (
    <form ref={form.formRef} noValidate aria-label={title} aria-busy={form.busy} onSubmit={form.onSubmit} className="staff-sealed-bids__form mb-3">
      <h3 className="h6">{title}</h3>
      <p className="small">{TEXTS.openHelp}</p>
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      <fieldset disabled={form.busy} className="border-0 p-0 m-0">
        <TextField
          name="code"
          label={TEXTS.code}
          help={TEXTS.codeHelp}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={form.values.code}
          error={form.errors.code}
          onChange={(value) => form.change('code', value)}
        />
        <BidPassphraseField name="passphrase" value={form.values.passphrase} error={form.errors.passphrase} onChange={(value) => form.change('passphrase', value)} />
      </fieldset>
      <p role="status" className="small mb-2">
        {form.phase ? TEXTS.phase[form.phase] : ''}
      </p>
      <SubmitButton busy={form.busy}>{TEXTS.open}</SubmitButton>
    </form>
  );
}
