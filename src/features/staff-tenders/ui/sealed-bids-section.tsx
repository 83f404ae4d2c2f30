import Alert from 'react-bootstrap/Alert';
import { BID_MESSAGES, BID_PATHS, indiaInstant, OpeningRecordTable, useGetStaffBidsQuery, type StaffBids } from '@/entities/bid';
import { API_URL } from '@/shared/config/env';
import { SEALED_BIDS_TEXTS as TEXTS } from '../config/sealed-bids-texts';
import { AwardForm, AwardMade } from './award-section';
import { BidOpeningForm } from './bid-opening-form';
import { OnlineBidsSection } from './online-bids-section';
import { EvaluationSection } from './evaluation-section';
import { SealingArmForm } from './sealing-arm-form';
import { BidsStepSection } from './bids-step-section';

const indiaWallClock = (value: string) => (value ? `${value.replace('T', ' ')} (${TEXTS.indiaTime})` : TEXTS.notSet);

interface SealedBidsSectionProps {
  tenderNo: string;
  onlineBids: boolean;
  onChanged: (message: string) => void;
  /** PBKDF2's rounds when arming; the default (600,000) but in tests. */
  pbkdf2Iterations?: number;
}

/**
 * The desk's "Sealed bids" on one tender, step by step: arming by the two openers (each in their own
 * browser, with a passphrase that never leaves it), the count only while bids are taken, the opening of
 * the technical envelopes by both openers, the committee's evaluation, the opening of the qualified
 * bidders' financial envelopes, the comparative statement, and the award.
 */
export function SealedBidsSection({ tenderNo, onlineBids, onChanged, pbkdf2Iterations }: SealedBidsSectionProps) {
  const bids = useGetStaffBidsQuery(tenderNo, { skip: !onlineBids });
  return (
    <OnlineBidsSection headingId="sealed-bids-heading" className="staff-sealed-bids mt-4" texts={TEXTS} onlineBids={onlineBids} read={bids}>
      {(data) => <SealedBids tenderNo={tenderNo} bids={data} onChanged={onChanged} pbkdf2Iterations={pbkdf2Iterations} />}
    </OnlineBidsSection>
  );
}

function SealedBids({ tenderNo, bids, onChanged, pbkdf2Iterations }: { tenderNo: string; bids: StaffBids; onChanged: (message: string) => void; pbkdf2Iterations?: number }) {
  const { sealing } = bids;
  const state = sealing.state;
  const beforeOpening = state === 'none' || state === 'pending' || state === 'armed';
  return (
    <>
      <dl className="row">
        <dt className="col-sm-4">{TEXTS.deadline}</dt>
        <dd className="col-sm-8">{indiaWallClock(bids.Bid_Deadline)}</dd>
        <dt className="col-sm-4">{TEXTS.opening}</dt>
        <dd className="col-sm-8">{indiaWallClock(bids.Bid_Opening_At)}</dd>
        <dt className="col-sm-4">{TEXTS.sealing}</dt>
        <dd className="col-sm-8">{TEXTS.sealingState[state]}</dd>
        {sealing.armedBy.length > 0 && (
          <>
            <dt className="col-sm-4">{TEXTS.armedBy}</dt>
            <dd className="col-sm-8">
              <ul className="list-unstyled mb-0">
                {sealing.armedBy.map((armer) => (
                  <li key={armer.email}>{`${armer.name} (${armer.email}), ${indiaInstant(armer.at)}`}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {beforeOpening && (
          <>
            <dt className="col-sm-4">{TEXTS.count}</dt>
            <dd className="col-sm-8">{bids.bidsCount}</dd>
          </>
        )}
      </dl>
      {state !== 'none' && state !== 'legacy' && <p className="small">{bids.youAreOpener ? TEXTS.youAreOpener : TEXTS.notAnOpener}</p>}
      {beforeOpening && <p className="small">{TEXTS.countOnly}</p>}
      {state === 'legacy' && <Alert variant="warning">{BID_MESSAGES.legacySealing}</Alert>}

      {(state === 'none' || state === 'pending') && (
        <SealingArmForm tenderNo={tenderNo} armedAlready={bids.youAreOpener} onChanged={onChanged} pbkdf2Iterations={pbkdf2Iterations} />
      )}

      {sealing.openingConfirmedBy && (
        <Alert variant="info" role="status">
          <strong>{TEXTS.waiting}</strong> {TEXTS.confirmedBy(sealing.openingConfirmedBy.name, indiaInstant(sealing.openingConfirmedBy.until))}
        </Alert>
      )}
      {bids.stageDue && bids.youAreOpener && <BidOpeningForm key={bids.stageDue} tenderNo={tenderNo} stage={bids.stageDue} onChanged={onChanged} />}
      {state === 'armed' && !bids.stageDue && <p>{TEXTS.notYet(indiaWallClock(bids.Bid_Opening_At))}</p>}

      {bids.technical && <EvaluationSection tenderNo={tenderNo} technical={bids.technical} onChanged={onChanged} />}
      {state === 'evaluated' && bids.technical && !bids.technical.bidders.some((bidder) => bidder.decision === 'qualified') && <p>{BID_MESSAGES.noQualified}</p>}

      {bids.record && (
        <BidsStepSection tenderNo={tenderNo} step="statement" title={TEXTS.statementTitle} className="mb-3">
          <OpeningRecordTable
            record={bids.record}
            fileLink={(bidder, file) => (
              // A bid's financial envelope holds one file, the price schedule: it is file 0 of that envelope.
              <a href={`${API_URL}${BID_PATHS.file(tenderNo, bidder.bidNumber, 'financial', 0)}`} download={file.name}>
                {TEXTS.download(file.name)}
                <span className="visually-hidden">{TEXTS.downloadOf(bidder.bidder)}</span>
              </a>
            )}
          />
          <ul className="list-inline">
            <li className="list-inline-item">
              <a href={`${API_URL}${BID_PATHS.statement(tenderNo, 'csv')}`} download>
                {TEXTS.statementCsv}
              </a>
            </li>
            <li className="list-inline-item">
              <a href={`${API_URL}${BID_PATHS.statement(tenderNo, 'pdf')}`} download>
                {TEXTS.statementPdf}
              </a>
            </li>
          </ul>
        </BidsStepSection>
      )}
      {state === 'opened' && bids.record && (bids.award ? <AwardMade tenderNo={tenderNo} award={bids.award} /> : <AwardForm tenderNo={tenderNo} record={bids.record} onChanged={onChanged} />)}
      {state !== 'opened' && bids.award && <AwardMade tenderNo={tenderNo} award={bids.award} />}
    </>
  );
}
