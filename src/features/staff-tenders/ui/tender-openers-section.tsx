import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { OpenerCandidate, OpenerSlot, TenderOpener, TenderOpeners } from '@/entities/tender';
import { FormFailure, SelectField, SubmitButton } from '@/shared/ui/form';
import { useGetStaffTenderOpenersQuery, useNameStaffTenderOpenersMutation } from '../api/staff-tenders-api';
import { TENDER_OPENERS_TEXTS as TEXTS } from '../config/tender-openers-texts';
import { tenderOpenersFormMachine, type TenderOpenersValues } from '../model/tender-openers-form.machine';
import { useDeskChangeForm } from '@/shared/ui/desk';
import { OnlineBidsSection } from './online-bids-section';

/** `2026-11-20 14:05 (India time)` from an ISO instant: India is UTC+05:30 all year. */
const indiaTime = (iso: string) => `${new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ')} (India time)`;

const valuesOf = (named: TenderOpener[]): TenderOpenersValues => ({
  opener1: String(named.find((opener) => opener.slot === 1)?.staffId ?? ''),
  opener2: String(named.find((opener) => opener.slot === 2)?.staffId ?? ''),
});

/**
 * The desk's "Openers" on one tender that takes sealed online bids: who is named, and the two selects to
 * name or change them while the sealing is not armed. A member who cannot be chosen is offered disabled, and
 * the list under the selects says why (the server's own sentence), as does a pair that cannot open together.
 */
export function TenderOpenersSection({ tenderNo, onlineBids, onChanged }: { tenderNo: string; onlineBids: boolean; onChanged: (message: string) => void }) {
  const openers = useGetStaffTenderOpenersQuery(tenderNo, { skip: !onlineBids });
  return (
    <OnlineBidsSection headingId="tender-openers-heading" className="staff-tender-openers mt-4" texts={TEXTS} onlineBids={onlineBids} read={openers}>
      {(data) => <Openers tenderNo={tenderNo} openers={data} onChanged={onChanged} />}
    </OnlineBidsSection>
  );
}

function Openers({ tenderNo, openers, onChanged }: { tenderNo: string; openers: TenderOpeners; onChanged: (message: string) => void }) {
  return (
    <>
      <p>{TEXTS.intro}</p>
      <h3 className="h6">{TEXTS.named}</h3>
      {openers.named.length === 0 ? (
        <p>{TEXTS.noneNamed}</p>
      ) : (
        <ol>
          {openers.named.map((opener) => (
            <li key={opener.slot}>{TEXTS.namedBy(opener.name, opener.email, opener.namedBy, indiaTime(opener.namedAt))}</li>
          ))}
        </ol>
      )}
      {openers.locked ? <Alert variant="info">{openers.locked}</Alert> : <OpenersForm tenderNo={tenderNo} openers={openers} onChanged={onChanged} />}
    </>
  );
}

function OpenersForm({ tenderNo, openers, onChanged }: { tenderNo: string; openers: TenderOpeners; onChanged: (message: string) => void }) {
  const [name] = useNameStaffTenderOpenersMutation();
  const named = valuesOf(openers.named);
  const form = useDeskChangeForm(tenderOpenersFormMachine, {
    id: 'staff-tender-openers-form',
    initialValues: named,
    change: (payload) => name({ tenderNo, ...payload }).unwrap(),
    onChanged,
  });
  const { succeeded, prefill } = form;
  // After a naming, the selects show what the server now holds.
  useEffect(() => {
    if (!succeeded) prefill(named);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the named ids are the dependency
  }, [named.opener1, named.opener2, succeeded, prefill]);

  const blocked = openers.members.filter((member) => member.reason || member.notWith.length > 0);
  const nameOf = (staffId: number) => openers.members.find((member) => member.staffId === staffId)?.name ?? String(staffId);
  return (
    <form ref={form.formRef} noValidate aria-label={TEXTS.save} aria-busy={form.busy} onSubmit={form.onSubmit}>
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      {([1, 2] as const).map((slot) => {
        const field = slot === 1 ? 'opener1' : 'opener2';
        return (
          <OpenerSelect
            key={slot}
            slot={slot}
            value={form.values[field]}
            other={form.values[slot === 1 ? 'opener2' : 'opener1']}
            members={openers.members}
            error={form.errors[field]}
            onChange={(value) => form.change(field, value)}
          />
        );
      })}
      {blocked.length > 0 && (
        <>
          <h3 className="h6">{TEXTS.cannot}</h3>
          <ul className="small">
            {blocked.flatMap((member) => [
              ...(member.reason ? [<li key={`${member.staffId}`}>{member.reason}</li>] : []),
              ...member.notWith.map((pair) => (
                <li key={`${member.staffId}-${pair.staffId}`}>
                  {member.name}, {TEXTS.notWith(nameOf(pair.staffId))}: {pair.reason}
                </li>
              )),
            ])}
          </ul>
        </>
      )}
      <SubmitButton busy={form.busy}>{TEXTS.save}</SubmitButton>
    </form>
  );
}

function OpenerSelect({
  slot,
  value,
  other,
  members,
  error,
  onChange,
}: {
  slot: OpenerSlot;
  value: string;
  other: string;
  members: OpenerCandidate[];
  error?: string;
  onChange: (value: string) => void;
}) {
  const otherId = Number(other);
  const chosen = members.find((member) => String(member.staffId) === value);
  // Why the member chosen here cannot open with the one chosen in the other select.
  const help = chosen?.notWith.find((pair) => pair.staffId === otherId)?.reason ?? chosen?.reason ?? undefined;
  const why = (member: OpenerCandidate) => member.reason ?? member.notWith.find((pair) => pair.staffId === otherId)?.reason ?? null;
  const options = members.map((member) => {
    const reason = why(member);
    return {
      value: String(member.staffId),
      label: `${member.name} (${member.email})${reason ? ' — cannot be chosen' : ''}`,
      disabled: reason !== null && String(member.staffId) !== value,
    };
  });
  return (
    <SelectField
      name={`opener${slot}`}
      label={TEXTS.opener(slot)}
      placeholder={TEXTS.choose}
      options={options}
      value={value}
      error={error}
      help={help}
      onChange={onChange}
      required
    />
  );
}
