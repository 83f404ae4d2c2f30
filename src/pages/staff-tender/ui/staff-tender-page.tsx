import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { MAX_DOCUMENT_BYTES, type StaffTenderDetail, type TenderOutcomeAction } from '@/entities/tender';
import { sitePath } from '@/shared/config/site-paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { FileField, SubmitButton, TextField } from '@/shared/ui/form';
import {
  useAddStaffTenderCorrigendumMutation,
  useAttachStaffTenderDocumentMutation,
  useGetStaffTenderQuery,
  useSetStaffTenderOutcomeMutation,
  useSetStaffTenderPublishedMutation,
  tenderCorrigendumFormData,
  tenderDocumentFormData,
  type TenderChangeAnswer,
  tenderCorrigendumFormMachine,
  tenderDocumentFormMachine,
  SealedBidsSection,
  StaffTenderQuestions,
  TenderOpenersSection,
  type DeskNotice,
} from '@/features/staff-tenders';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { answerMessage, DeskRefusal, StaffDeskSection, TitledDeskForm, useDeskChangeForm } from '@/shared/ui/desk';

const ACCEPT_DOCUMENTS = '.pdf,.xlsx,.dwg,.zip';

/** What each outcome button asks before it changes what vendors see. */
const OUTCOME_QUESTIONS: Record<TenderOutcomeAction, { button: string; title: string; says: string }> = {
  award: { button: 'Award', title: 'Award this tender?', says: 'It stops taking applications, and vendors who applied see it marked as changed.' },
  cancel: { button: 'Cancel the tender', title: 'Cancel this tender?', says: 'It stops taking applications, and vendors who applied see it marked as changed.' },
  reopen: { button: 'Reopen', title: 'Reopen this tender?', says: 'The award or cancellation is undone: the tender follows its dates again.' },
};

/**
 * `/staff/tenders/tender?tenderNo=…`: one tender's desk. Its fields at a glance, publish or unpublish,
 * award, cancel or reopen (each asked first), its documents and corrigenda, and the forms to attach a
 * document and to publish a corrigendum. What each change did is said in one live region at the top.
 */
export function StaffTenderPage() {
  const [params] = useSearchParams();
  const tenderNo = params.get('tenderNo') ?? '';
  useDocumentTitle(`Tender ${tenderNo}`);
  const hydrated = useHydrated();
  const tender = useGetStaffTenderQuery(tenderNo, { skip: !hydrated || !tenderNo });
  const arrived = (useLocation().state as DeskNotice | null)?.notice ?? null;
  const [notice, setNotice] = useState<string | null>(arrived);

  let body;
  if (!tenderNo) body = <Alert variant="warning">The address names no tender. Open one from the list of tenders.</Alert>;
  else if (tender.isError) body = <DeskRefusal error={tender.error} />;
  else if (!tender.data) body = <p aria-live="polite">Loading the tender…</p>;
  else body = <TenderDesk tenderNo={tenderNo} detail={tender.data} onChanged={setNotice} />;

  return (
    <StaffDeskSection title={`Tender ${tenderNo}`} back={{ to: sitePath.staffTenders(), label: 'Tenders' }}>
      <div aria-live="polite" role="status">
        {notice && (
          <Alert variant="success" dismissible onClose={() => setNotice(null)} closeLabel="Dismiss this message">
            {notice}
          </Alert>
        )}
      </div>
      {body}
    </StaffDeskSection>
  );
}

function TenderDesk({ tenderNo, detail, onChanged }: { tenderNo: string; detail: StaffTenderDetail; onChanged: (message: string) => void }) {
  const { tender } = detail;
  const [setPublished, publishing] = useSetStaffTenderPublishedMutation();
  const [setOutcome, settingOutcome] = useSetStaffTenderOutcomeMutation();
  const [asking, setAsking] = useState<TenderOutcomeAction | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const run = async (change: Promise<TenderChangeAnswer>) => {
    setRefused(null);
    try {
      onChanged((await change).message);
    } catch (error) {
      setRefused(answerMessage(error) ?? 'The change was not made. Please try again.');
    }
  };
  const confirmOutcome = async () => {
    if (!asking) return;
    const action = asking;
    await run(setOutcome({ tenderNo, action }).unwrap());
    setAsking(null);
  };
  const outcomes: TenderOutcomeAction[] = tender.Outcome === '' ? ['award', 'cancel'] : ['reopen'];

  return (
    <>
      <h2 className="h4">{tender.Reference}</h2>
      <dl className="row">
        <dt className="col-sm-4">Status</dt>
        <dd className="col-sm-8">{detail.status}</dd>
        <dt className="col-sm-4">On the board</dt>
        <dd className="col-sm-8">{detail.Published ? 'Published' : 'Not published'}</dd>
        <dt className="col-sm-4">Published on</dt>
        <dd className="col-sm-8">{tender.TenderDate}</dd>
        <dt className="col-sm-4">Bid deadline</dt>
        <dd className="col-sm-8">{tender.Bid_Deadline ? `${tender.Bid_Deadline.replace('T', ' ')} (India time)` : tender.Expiry_Date}</dd>
        {tender.Corrigendum_Date && (
          <>
            <dt className="col-sm-4">Latest corrigendum</dt>
            <dd className="col-sm-8">{tender.Corrigendum_Date}</dd>
          </>
        )}
      </dl>
      {refused && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setRefused(null)} closeLabel="Dismiss this message">
          {refused}
        </Alert>
      )}
      <div className="staff-desk__actions mb-4">
        <Link className="btn btn-outline-primary" to={sitePath.staffTenderEdit(tenderNo)}>
          Edit the fields
        </Link>
        <button type="button" className="btn btn-outline-primary" disabled={publishing.isLoading} onClick={() => run(setPublished({ tenderNo, published: !detail.Published }).unwrap())}>
          {detail.Published ? 'Take off the board' : 'Publish on the board'}
        </button>
        {outcomes.map((action) => (
          <button key={action} type="button" className="btn btn-outline-secondary" onClick={() => setAsking(action)}>
            {OUTCOME_QUESTIONS[action].button}
          </button>
        ))}
      </div>
      <ConfirmDialog
        show={asking !== null}
        title={asking ? OUTCOME_QUESTIONS[asking].title : ''}
        confirmLabel={asking ? OUTCOME_QUESTIONS[asking].button : ''}
        busy={settingOutcome.isLoading}
        onConfirm={confirmOutcome}
        onCancel={() => setAsking(null)}
      >
        <p className="mb-0">
          Tender {tenderNo}: {asking ? OUTCOME_QUESTIONS[asking].says : ''}
        </p>
      </ConfirmDialog>

      <h2 className="h5">Documents</h2>
      {detail.Documents.length === 0 ? (
        <p>No documents yet.</p>
      ) : (
        <ul>
          {detail.Documents.map((document) => (
            <li key={document.id}>
              {document.Title} ({document.Type.toUpperCase()}, {Math.max(1, Math.round(document.Size / 1024))} KB)
            </li>
          ))}
        </ul>
      )}
      <DocumentForm tenderNo={tenderNo} onChanged={onChanged} />

      <h2 className="h5 mt-4">Corrigenda</h2>
      {detail.Corrigenda.length === 0 ? (
        <p>No corrigenda yet.</p>
      ) : (
        <ul>
          {detail.Corrigenda.map((corrigendum) => (
            <li key={corrigendum.id}>
              {corrigendum.Date}: {corrigendum.Text}
              {corrigendum.New_Deadline && ` (deadline now ${corrigendum.New_Deadline})`}
              {corrigendum.Document && ` (with ${corrigendum.Document.File_Name})`}
            </li>
          ))}
        </ul>
      )}
      <CorrigendumForm tenderNo={tenderNo} onChanged={onChanged} />
      <StaffTenderQuestions tenderNo={tenderNo} onChanged={onChanged} />

      <TenderOpenersSection tenderNo={tenderNo} onlineBids={tender.Online_Bids === true} onChanged={onChanged} />
      <SealedBidsSection tenderNo={tenderNo} onlineBids={tender.Online_Bids === true} onChanged={onChanged} />
    </>
  );
}

/** The file box of a tender document, the same kinds and size wherever the desk attaches one. */
function DocumentFileField(props: { label: string; value: File | null; onChange: (file: File | null) => void; error?: string; required?: boolean }) {
  return <FileField name="file" accept={ACCEPT_DOCUMENTS} maxBytes={MAX_DOCUMENT_BYTES} help="PDF, XLSX, DWG or ZIP, at most 20 MB." {...props} />;
}

function DocumentForm({ tenderNo, onChanged }: { tenderNo: string; onChanged: (message: string) => void }) {
  const [attach] = useAttachStaffTenderDocumentMutation();
  const form = useDeskChangeForm(tenderDocumentFormMachine, {
    id: 'staff-tender-document-form',
    change: (payload) => attach({ tenderNo, body: tenderDocumentFormData(payload) }).unwrap(),
    onChanged,
  });
  return (
    <TitledDeskForm form={form} title="Attach a document" className="mb-3">
      <TextField name="title" label="Title" help="The file’s name when empty." value={form.values.title} onChange={(value) => form.change('title', value)} error={form.errors.title} maxLength={200} />
      <DocumentFileField label="File" value={form.values.file} onChange={(file) => form.change('file', file)} error={form.errors.file} required />
      <SubmitButton busy={form.busy}>Attach</SubmitButton>
    </TitledDeskForm>
  );
}

function CorrigendumForm({ tenderNo, onChanged }: { tenderNo: string; onChanged: (message: string) => void }) {
  const [add] = useAddStaffTenderCorrigendumMutation();
  const form = useDeskChangeForm(tenderCorrigendumFormMachine, {
    id: 'staff-tender-corrigendum-form',
    change: (payload) => add({ tenderNo, body: tenderCorrigendumFormData(payload) }).unwrap(),
    onChanged,
  });
  return (
    <TitledDeskForm form={form} title="Add a corrigendum">
      <TextField name="text" label="What changes" rows={3} value={form.values.text} onChange={(value) => form.change('text', value)} error={form.errors.text} maxLength={2000} required />
      <TextField
        name="newDeadline"
        label="New bid deadline, date and time (India time)"
        type="datetime-local"
        help="Later than now; once bids are in, later than the current deadline. Every bidder re-confirms and is e-mailed. Leave empty to keep the deadline."
        value={form.values.newDeadline}
        onChange={(value) => form.change('newDeadline', value)}
        error={form.errors.newDeadline}
      />
      <TextField
        name="newOpening"
        label="New bid opening, date and time (India time)"
        type="datetime-local"
        help="After the bid deadline. Leave empty to keep the opening."
        value={form.values.newOpening}
        onChange={(value) => form.change('newOpening', value)}
        error={form.errors.newOpening}
      />
      <DocumentFileField label="File (optional)" value={form.values.file} onChange={(file) => form.change('file', file)} error={form.errors.file} />
      <SubmitButton busy={form.busy}>Publish the corrigendum</SubmitButton>
    </TitledDeskForm>
  );
}
