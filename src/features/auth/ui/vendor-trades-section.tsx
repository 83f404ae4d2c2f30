import { useState, type FormEvent } from 'react';
import { TradeCheckboxes, type TradeCode } from '@/entities/tender';
import { useGetVendorProfileQuery, useSaveVendorTradesMutation } from '@/entities/vendor-profile';
import { VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import { readRefusal } from '@/shared/api/refusal';
import { SEND_FAILURE_MESSAGE } from '@/shared/model/form.machine';
import { useText } from '@/shared/i18n';
import { SubmitButton, useFormMessage } from '@/shared/ui/form';
import { authText } from '../i18n/auth-text';

/** The section's anchor: the trade e-mails link here (`/userinfo#trades`) for "how to change your trades". */
export const TRADES_SECTION_ID = 'trades';

/** What the server said, or our own words when it said nothing usable. */
function failureMessage(error: unknown): string {
  const refusal = readRefusal(error);
  if (refusal.status === 401) return VENDOR_MESSAGES.loginFirst;
  return refusal.errors.trades || refusal.message || SEND_FAILURE_MESSAGE;
}

/**
 * "Your trades" (issue 38, item 5): a logged-in vendor chooses the trades (none, one or several) whose
 * tenders they are e-mailed about: a new tender, its corrigenda, its award or cancellation. Saved alone
 * (`POST /api/vendors/trades`), so it needs no registration nor a completed profile. Shown on `/userinfo`,
 * where the vendor keeps their profile; `tenderNo` is the page's, so the profile is read once for both.
 */
export function VendorTradesSection({ tenderNo }: { tenderNo: string }) {
  const t = useText(authText);
  // The server's sentences, in Marathi on a Marathi page (the page loads the tender board's form messages).
  const formMessage = useFormMessage();
  const saved = useGetVendorProfileQuery(tenderNo);
  const [save, { isLoading }] = useSaveVendorTradesMutation();
  // null until the vendor ticks a box: the saved trades show until then.
  const [chosen, setChosen] = useState<TradeCode[] | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  if (!saved.isSuccess) return null;
  const value = chosen ?? saved.data.trades;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setOutcome(null);
    save({ body: { trades: value } })
      .unwrap()
      .then((answer) => setOutcome({ ok: true, message: answer.message }))
      .catch((error: unknown) => setOutcome({ ok: false, message: failureMessage(error) }));
  };
  return (
    <section id={TRADES_SECTION_ID} aria-labelledby="vendor-trades-heading" className="mt-5 pt-4 border-top vendor-trades">
      <h2 id="vendor-trades-heading" className="h5">
        {t('Your trades')}
      </h2>
      <form noValidate aria-label={t('Your trades')} aria-busy={isLoading} onSubmit={onSubmit}>
        <TradeCheckboxes
          name="trades"
          legend={t('Trades you work in')}
          help={t('We e-mail you when a tender of one of these trades is published, corrected, awarded or cancelled. Choose none to receive no such e-mails.')}
          value={value}
          onChange={(codes) => {
            setChosen(codes);
            setOutcome(null);
          }}
        />
        {outcome && (
          <div role={outcome.ok ? 'status' : 'alert'} className={`alert ${outcome.ok ? 'alert-success' : 'alert-danger'}`}>
            {formMessage(outcome.message)}
          </div>
        )}
        <SubmitButton busy={isLoading}>
          {t('Save my trades')}
        </SubmitButton>
      </form>
    </section>
  );
}
