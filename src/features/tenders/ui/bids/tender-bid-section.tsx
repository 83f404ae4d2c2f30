import { useState } from 'react';
import { Link } from 'react-router-dom';
import { refusalMessage, refusalStatus } from '@/shared/api/refusal';
import {
  BID_MESSAGES,
  bidText,
  OpeningRecordTable,
  useGetMyBidQuery,
  useGetPublicBidsQuery,
  useReconfirmBidMutation,
  useWithdrawBidMutation,
  type BidReceiptAnswer,
  type MyBid,
} from '@/entities/bid';
import { tenderStatus, type TenderDetail } from '@/entities/tender';
import { formatPaise } from '@/shared/lib/money-words';
import { sitePath } from '@/shared/config/site-paths';
import { useText } from '@/shared/i18n';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { BID_STATE_TEXTS } from '../../config/bid-texts';
import { formatIndiaInstant } from '../../lib/bid-format';
import { BidForm, SealedFacts } from './bid-form';
import type { SealedSummary } from '../../model/bid-form.machine';
import { BidReceipt } from './bid-receipt';
import { CompleteProfile } from './complete-profile';
import { Fact } from '@/shared/ui/fact';
import { TenderDetailSection } from '../tender-detail-section';


type ShownBid = NonNullable<MyBid['bid']>;

/**
 * "Bid online" on a tender that takes sealed bids: the way in (log in, complete the vendor profile), the bid form, the
 * vendor's own bid with its receipt, withdraw and re-confirm; after the opening the public count and
 * award, and the opening record for a vendor who bid.
 */
export function TenderBidSection({ tender }: { tender: TenderDetail }) {
  const t = useText(bidText);
  const instant = (iso: string | null) => formatIndiaInstant(iso, t('India time'));
  const tenderNo = tender.TenderNo;
  const mine = useGetMyBidQuery(tenderNo);
  const summary = useGetPublicBidsQuery(tenderNo);
  const [withdraw, withdrawing] = useWithdrawBidMutation();
  const [reconfirm, reconfirming] = useReconfirmBidMutation();
  // `text` is the server's English sentence (a bid's number in it as `{{bidNumber}}`), shown in the page's language.
  const [notice, setNotice] = useState<{ text: string; failed: boolean; params?: object } | null>(null);
  const [justSent, setJustSent] = useState<BidReceiptAnswer | null>(null);
  // What the vendor's browser sealed (the server never has it): shown beside the receipt of the bid just sent.
  const [sealedWhat, setSealedWhat] = useState<SealedSummary | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [asking, setAsking] = useState(false);

  const loggedOut = refusalStatus(mine.error) === 401;
  const status = tenderStatus(tender, new Date());
  const takesBids = status === 'Open' || status === 'Closing soon';
  const myBid = mine.data;
  // The answer to a bid just sent shows at once, before the re-read of "mine" lands.
  const bid: ShownBid | null = justSent
    ? { state: 'submitted', receipt: justSent.receipt, needsReconfirmation: false, withdrawnAt: null }
    : (myBid?.bid ?? null);
  const live = bid?.state === 'submitted';

  const act = async (run: () => Promise<{ message: string }>) => {
    setNotice(null);
    try {
      const answer = await run();
      setNotice({ text: answer.message, failed: false });
    } catch (error) {
      setNotice({ text: refusalMessage(error) ?? 'Your bid was not accepted (the server gave no reason). Every value and file is kept; please try again.', failed: true });
    }
  };

  return (
    <TenderDetailSection heading="bids" title={t('Bid online')} className="tender-bids mt-4">
      <p className="small">{t('Your price is sealed in your own browser before anything is sent: the server never sees it, and nobody, staff included, can read it before both openers open it.')}</p>
      <Opening summary={summary.data ?? null} instant={instant} />
      {/* Present from the start, so what a change did is announced when it is written in. */}
      <div role="status">{notice && !notice.failed && <p className="alert alert-success">{t(notice.text, notice.params)}</p>}</div>
      {notice?.failed && (
        <p role="alert" className="alert alert-danger">
          {t(notice.text)}
        </p>
      )}
      {mine.isLoading ? (
        <p role="status">{t('Loading your bid…')}</p>
      ) : loggedOut && !takesBids ? (
        <p>{t('This tender no longer takes bids.')}</p>
      ) : loggedOut ? (
        <div className="tender-bids__way-in">
          <p>{t('Log in as a vendor to bid on this tender.')}</p>
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-primary" to={sitePath.login(tenderNo)}>
              {t('Log in')}
            </Link>
            <Link className="btn btn-outline-primary" to={sitePath.signUp(tenderNo)}>
              {t('Create an account')}
            </Link>
          </div>
        </div>
      ) : mine.isError || !myBid ? (
        <p>
          {t('Your bid could not be loaded just now.')}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => mine.refetch()}>
            {t('Try again')}
          </button>
        </p>
      ) : (
        <>
          {bid && (
            <div className="tender-bids__mine mb-3">
              <h3 className="h5">{t('Your bid')}</h3>
              <dl className="bid-receipt__facts">
                <Fact label={t('State')}>{t(BID_STATE_TEXTS[bid.state] ?? bid.state)}</Fact>
                {bid.withdrawnAt && <Fact label={t('Withdrawn at')}>{instant(bid.withdrawnAt)}</Fact>}
              </dl>
              {live && bid.needsReconfirmation && (
                <div className="alert alert-warning">
                  <p>{t('The tender was amended after you bid. Re-confirm your bid before the deadline, or it is listed as "not re-confirmed" at the opening.')}</p>
                  <button
                    type="button"
                    className="btn btn-warning"
                    disabled={reconfirming.isLoading}
                    onClick={() => act(() => reconfirm(tenderNo).unwrap())}
                  >
                    {t('Re-confirm my bid')}
                  </button>
                </div>
              )}
              {live && justSent && sealedWhat && <SealedFacts summary={sealedWhat} heading={t('What you sealed')} />}
              {live && <BidReceipt receipt={bid.receipt} formatInstant={instant} />}
              {live && myBid.acceptingBids && (
                <div className="d-flex flex-wrap gap-2 mt-3 tender-no-print">
                  <button type="button" className="btn btn-outline-danger" onClick={() => setAsking(true)}>
                    {t('Withdraw my bid')}
                  </button>
                  {!formOpen && (
                    <button type="button" className="btn btn-outline-primary" onClick={() => setFormOpen(true)}>
                      {t('Send a new bid')}
                    </button>
                  )}
                </div>
              )}
            </div>
          )}
          {myBid.acceptingBids ? (
            (!live || formOpen) && (
              <div className="tender-no-print">
                {live && <p>{t('A new bid replaces your current one: only the latest counts.')}</p>}
                <BidForm
                  tenderNo={tenderNo}
                  sealTo={myBid.sealTo}
                  companyName={myBid.companyName}
                  onDone={(answer, sealed) => {
                    setJustSent(answer);
                    setSealedWhat(sealed);
                    setFormOpen(false);
                    setNotice({ text: answer.message.replace(answer.receipt.bidNumber, '{{bidNumber}}'), failed: false, params: answer.receipt });
                  }}
                />
              </div>
            )
          ) : myBid.notAcceptingReason === BID_MESSAGES.profileFirst ? (
            <CompleteProfile onSaved={(message) => setNotice({ text: message, failed: false })} />
          ) : (
            !myBid.opened && <p>{t(myBid.notAcceptingReason || 'Online bids are not taken now.')}</p>
          )}
        </>
      )}
      <ConfirmDialog
        show={asking}
        title={t('Withdraw your bid?')}
        confirmLabel={t('Withdraw bid')}
        busy={withdrawing.isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          await act(() => withdraw(tenderNo).unwrap());
          setJustSent(null);
          setSealedWhat(null);
          setAsking(false);
        }}
      >
        <p className="mb-0">{t('Your sealed bid will not be opened. You may send a new bid until the deadline.')}</p>
      </ConfirmDialog>
    </TenderDetailSection>
  );
}

/** After the opening: how many bid, the award once made, and the whole record for a vendor who bid. */
function Opening({ summary, instant }: { summary: ReturnType<typeof useGetPublicBidsQuery>['data'] | null; instant: (iso: string) => string }) {
  const t = useText(bidText);
  const result = summary?.technicalResult;
  const technical = result && (
    <p className={`alert ${result.decision === 'qualified' ? 'alert-success' : 'alert-warning'}`}>
      {result.decision === 'qualified' ? t('Your bid qualified in the technical evaluation: {{reason}}', { reason: result.reason }) : t('Your bid did not qualify in the technical evaluation: {{reason}}. Its financial envelope will never be opened.', { reason: result.reason })}
    </p>
  );
  if (!summary?.opened) return technical || null;
  return (
    <div className="tender-bids__opening mb-3">
      {technical}
      <h3 className="h5">{t('Bid opening')}</h3>
      <dl className="bid-receipt__facts">
        {summary.bidsCount !== null && <Fact label={t('Bids received')}>{summary.bidsCount}</Fact>}
        {summary.award && (
          <Fact label={t('Awarded to')}>
            {summary.award.bidder}: {t('{{amount}} without GST (GST {{gst}} %)', { amount: formatPaise(summary.award.amountPaise), gst: summary.award.gstRate })}
          </Fact>
        )}
      </dl>
      {summary.record && (
        <>
          <h4 className="h6">{t('Opening record')}</h4>
          <OpeningRecordTable record={summary.record} formatInstant={instant} />
        </>
      )}
    </div>
  );
}
