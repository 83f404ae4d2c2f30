import { BID_PATHS, formatPaise, indiaInstant, useAwardBidMutation, type Award, type OpeningRecord } from '@/entities/bid';
import { API_URL } from '@/shared/config/env';
import { TitledDeskForm, useDeskChangeForm } from '@/shared/ui/desk';
import { RadioField, SubmitButton, TextField } from '@/shared/ui/form';
import { SEALED_BIDS_TEXTS as TEXTS } from '../config/sealed-bids-texts';
import { awardFormMachine } from '../model/award-form.machine';
import { BidsStepSection } from './bids-step-section';

/** The award once made: to whom, for how much, why, and the letter of award. */
export function AwardMade({ tenderNo, award }: { tenderNo: string; award: Award }) {
  return (
    <BidsStepSection tenderNo={tenderNo} step="award" title={TEXTS.awardTitle} className="mb-3">
      <p className="mb-1">
        <strong>{TEXTS.awarded(award.bidder, award.rank, formatPaise(award.totalPaise))}</strong>
      </p>
      {award.reason && <p className="mb-1">{award.reason}</p>}
      <p className="small text-body-secondary">{TEXTS.awardedBy(award.awardedBy, indiaInstant(award.awardedAt))}</p>
      <a href={`${API_URL}${BID_PATHS.letter(tenderNo)}`} download>
        {TEXTS.letter}
      </a>
    </BidsStepSection>
  );
}

/** Choose a ranked bidder (L1 chosen to start with) and, unless it is L1, say why; then Award. */
export function AwardForm({ tenderNo, record, onChanged }: { tenderNo: string; record: OpeningRecord; onChanged: (message: string) => void }) {
  const [awardBid] = useAwardBidMutation();
  const ranked = record.bidders.filter((bidder) => bidder.rank !== null);
  const l1 = ranked.find((bidder) => bidder.rank === 'L1')?.bidNumber ?? '';
  const form = useDeskChangeForm(awardFormMachine, {
    id: 'staff-award-form',
    initialValues: { bidNumber: l1, l1 },
    change: (payload) => awardBid({ tenderNo, ...payload }).unwrap(),
    onChanged,
  });
  if (ranked.length === 0) return <p>{TEXTS.noRanked}</p>;
  const notL1 = form.values.bidNumber !== '' && form.values.bidNumber !== l1;
  return (
    <TitledDeskForm form={form} title={TEXTS.awardTitle} className="staff-sealed-bids__form mb-3">
      <RadioField
        legend={TEXTS.awardTo}
        name="bidNumber"
        options={ranked.map((bidder) => ({ value: bidder.bidNumber, label: TEXTS.awardOption(bidder.rank ?? '', bidder.bidder, formatPaise(bidder.totalPaise)) }))}
        value={form.values.bidNumber}
        error={form.errors.bidNumber}
        onChange={(bidNumber) => form.change('bidNumber', bidNumber)}
      />
      <TextField
        name="reason"
        label={TEXTS.awardReason}
        help={TEXTS.awardReasonHelp}
        rows={3}
        maxLength={1000}
        required={notL1}
        value={form.values.reason}
        error={form.errors.reason}
        onChange={(value) => form.change('reason', value)}
      />
      <SubmitButton busy={form.busy} className="mt-2">
        {TEXTS.award}
      </SubmitButton>
    </TitledDeskForm>
  );
}
