import { Link } from 'react-router-dom';
import { sitePath } from '@/shared/config/site-paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useListStaffTendersQuery, DeskRefusal, StaffDeskSection } from '@/features/staff';

/**
 * `/staff/tenders`: every tender, published or not, newest first, with what the tenders team looks at
 * each morning (status, on the board or not, deadline, documents and corrigenda). The number opens the
 * tender's desk page. Read only in the browser; the server answers 401/403 for anyone else.
 */
export function StaffTendersPage() {
  useDocumentTitle('Tenders desk');
  const hydrated = useHydrated();
  const tenders = useListStaffTendersQuery(undefined, { skip: !hydrated });

  let body;
  if (tenders.isError) body = <DeskRefusal error={tenders.error} />;
  else if (!tenders.data) body = <p aria-live="polite">Loading the tenders…</p>;
  else if (tenders.data.length === 0) body = <p>No tenders yet. Create the first one with “New tender”.</p>;
  else {
    body = (
      <div className="table-responsive">
        <table className="table table-sm align-middle staff-tenders-table">
          <caption className="visually-hidden">Every tender, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">On the board</th>
              <th scope="col">Deadline</th>
              <th scope="col">Documents</th>
              <th scope="col">Corrigenda</th>
            </tr>
          </thead>
          <tbody>
            {tenders.data.map((tender) => (
              <tr key={tender.TenderNo}>
                <th scope="row">
                  <Link to={sitePath.staffTender(tender.TenderNo)}>{tender.TenderNo}</Link>
                </th>
                <td>{tender.Reference}</td>
                <td>{tender.status}</td>
                <td>{tender.Published ? 'Published' : 'Not published'}</td>
                <td>{tender.Expiry_Date}</td>
                <td>{tender.documents}</td>
                <td>{tender.corrigenda}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <StaffDeskSection title="Tenders" back={{ to: sitePath.staffDesk(), label: 'Staff desk' }}>
      <p>
        <Link className="btn btn-primary" to={sitePath.staffTenderNew()}>
          New tender
        </Link>
      </p>
      {body}
    </StaffDeskSection>
  );
}
