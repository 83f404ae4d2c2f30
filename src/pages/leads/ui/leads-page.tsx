import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useSearchParams } from 'react-router-dom';
import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUS_LABELS, LEAD_STATUSES, type Lead } from '@/entities/lead';
import { API_URL } from '@/shared/config/env';
import { sitePath } from '@/shared/config/site-paths';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useGetStaffSessionQuery } from '@/features/staff';
import {
  leadsCsvUrl,
  useGetLeadsQuery,
  useGetLeadOwnersQuery,
  type StaffMemberChoice,
  answerMessage,
  atOffice,
  statusOf,
} from '@/features/staff-leads';
import { SelectField } from '@/shared/ui/form';
import type { SelectOption } from '@/shared/ui/select-options';

/** The filter's boxes, as they sit in the address (`?kind=enquiry&owner=me&q=kitchen`). */
const FILTER_FIELDS = ['kind', 'status', 'owner', 'from', 'to', 'q'] as const;
type FilterField = (typeof FILTER_FIELDS)[number];
type FilterValues = Record<FilterField, string>;

const filterOf = (params: URLSearchParams): FilterValues =>
  Object.fromEntries(FILTER_FIELDS.map((field) => [field, params.get(field) ?? ''])) as FilterValues;

/**
 * The API's query for a filter: empty boxes left out, and the owner picker's "me" turned into the signed-in
 * member's id (the address keeps "me", so a bookmark works for whoever opens it). Null until "me" is known.
 */
function apiQuery(filter: FilterValues, me: StaffMemberChoice | undefined): string | null {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = filter[field].trim();
    if (!value) continue;
    if (field === 'owner' && value === 'me') {
      if (!me) return null;
      params.set('owner', String(me.id));
    } else {
      params.set(field, value);
    }
  }
  return params.toString();
}

/**
 * `/staff/leads`: every enquiry, contact message, job application and vendor registration, newest first,
 * filtered by kind, status, owner, dates (office days) and free text, a page at a time ("Load more" asks
 * for the page after the last one shown, by cursor). The filter lives in the address, so "Export what I
 * see" and a shared link name the same leads. The server checks the role; a tenders member is told so.
 */
export function LeadsPage() {
  useDocumentTitle('Leads');
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const session = useGetStaffSessionQuery(undefined, { skip: !hydrated });
  const members = useGetLeadOwnersQuery(undefined, { skip: !hydrated || !session.data });
  const me = members.data?.find((member) => member.email === session.data?.email);
  const query = apiQuery(filter, me);

  let body;
  if (session.isError) {
    body = (
      <p>
        {STAFF_MESSAGES.notSignedIn} <Link to={sitePath.staffLogin()}>Sign in</Link>
      </p>
    );
  } else if (members.isError) {
    body = <Alert variant="warning">{answerMessage(members.error, 'The leads could not be loaded. Please reload the page.')}</Alert>;
  } else if (!session.data || !members.data || query === null) {
    body = <p aria-live="polite">Loading the leads…</p>;
  } else {
    body = (
      <>
        <LeadFilterForm key={`filter?${params.toString()}`} initial={filter} members={members.data} onApply={(values) => setParams(cleaned(values))} />
        <p className="d-flex flex-wrap gap-3 align-items-center">
          <a href={leadsCsvUrl(query, API_URL)} download>
            Export what I see (CSV)
          </a>
          {params.toString() && (
            <button type="button" className="btn btn-link p-0" onClick={() => setParams({})}>
              Clear the filter
            </button>
          )}
        </p>
        <LeadList key={`list?${query}`} query={query} members={members.data} />
      </>
    );
  }
  return (
    <section className="container py-4 staff-desk">
      <p className="mb-2">
        <Link to={sitePath.staffDesk()}>Staff desk</Link>
      </p>
      <h1 className="h2 mb-3">Leads</h1>
      {body}
    </section>
  );
}

/** The received-between dates of the filter. */
const DATE_FILTERS = [
  { field: 'from', label: 'From' },
  { field: 'to', label: 'To' },
] as const;

const cleaned = (values: FilterValues) => Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

function LeadFilterForm({ initial, members, onApply }: { initial: FilterValues; members: StaffMemberChoice[]; onApply: (values: FilterValues) => void }) {
  const [values, setValues] = useState(initial);
  const choose = (field: FilterField) => (value: string) => setValues({ ...values, [field]: value });
  const set = (field: FilterField) => (event: { target: { value: string } }) => choose(field)(event.target.value);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Applied just after the submit event: a navigation (a transition) started inside it makes React 19
    // collect the form's data as for a form action, which jsdom, the component tests' DOM, cannot do.
    void Promise.resolve().then(() => onApply(values));
  };
  // The drop-downs of the filter: what kind of lead, at which step, and whose.
  const selects: Array<{ field: FilterField; className: string; label: string; placeholder: string; options: SelectOption[] }> = [
    { field: 'kind', className: 'col-6 col-md-2 mb-0', label: 'Kind', placeholder: 'All kinds', options: LEAD_KINDS.map((kind) => ({ value: kind, label: LEAD_KIND_LABELS[kind] })) },
    { field: 'status', className: 'col-6 col-md-2 mb-0', label: 'Status', placeholder: 'Any status', options: LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })) },
    {
      field: 'owner',
      className: 'col-12 col-md-2 mb-0',
      label: 'Owner',
      placeholder: 'Anyone',
      options: [{ value: 'me', label: 'Me' }, { value: 'unassigned', label: 'Unassigned' }, ...members.map((member) => ({ value: String(member.id), label: member.name }))],
    },
  ];
  return (
    <form className="row g-2 align-items-end mb-3" role="search" aria-label="Filter the leads" onSubmit={apply}>
      {selects.map(({ field, ...select }) => (
        <SelectField key={field} name={field} {...select} value={values[field]} onChange={choose(field)} />
      ))}
      {DATE_FILTERS.map(({ field, label }) => (
        <div key={field} className="col-6 col-md-2">
          <label className="form-label" htmlFor={`leads-${field}`}>
            {label}
          </label>
          <input id={`leads-${field}`} className="form-control" type="date" value={values[field]} onChange={set(field)} />
        </div>
      ))}
      <div className="col-12 col-md-2">
        <label className="form-label" htmlFor="leads-q">
          Search
        </label>
        <input id="leads-q" className="form-control" type="search" value={values.q} maxLength={100} onChange={set('q')} placeholder="Name, e-mail, phone, words" />
      </div>
      <div className="col-12">
        <button type="submit" className="btn btn-primary">
          Show leads
        </button>
      </div>
    </form>
  );
}

/** The pages shown so far: the first, then one more for each "Load more" (the cursor the page before gave). */
function LeadList({ query, members }: { query: string; members: StaffMemberChoice[] }) {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const ownerName = (id: number | null) => (id === null ? 'Unassigned' : (members.find((member) => member.id === id)?.name ?? `Staff #${id}`));
  return (
    <div>
      {cursors.map((cursor, index) => (
        <LeadListPage
          key={cursor ?? 'first'}
          query={query}
          cursor={cursor}
          ownerName={ownerName}
          isLast={index === cursors.length - 1}
          onMore={(next) => setCursors([...cursors, next])}
        />
      ))}
    </div>
  );
}

function LeadListPage({
  query,
  cursor,
  ownerName,
  isLast,
  onMore,
}: {
  query: string;
  cursor: string | null;
  ownerName: (id: number | null) => string;
  isLast: boolean;
  onMore: (cursor: string) => void;
}) {
  const page = useGetLeadsQuery({ query, cursor });
  if (page.isError) {
    const message = statusOf(page.error) === 400 ? answerMessage(page.error, 'This filter cannot be read.') : answerMessage(page.error, 'The leads could not be loaded. Please try again.');
    return <Alert variant="warning">{message}</Alert>;
  }
  if (!page.data) return <p aria-live="polite">Loading…</p>;
  const { leads, nextCursor } = page.data;
  if (cursor === null && leads.length === 0) return <p>No leads match this filter.</p>;
  return (
    <>
      <ul className="list-unstyled lead-list mb-3">
        {leads.map((lead) => (
          <LeadRow key={`${lead.kind}/${lead.id}`} lead={lead} owner={ownerName(lead.ownerStaffId)} />
        ))}
      </ul>
      {isLast && nextCursor && (
        <button type="button" className="btn btn-outline-primary mb-3" onClick={() => onMore(nextCursor)}>
          Load more
        </button>
      )}
    </>
  );
}

function LeadRow({ lead, owner }: { lead: Lead; owner: string }) {
  return (
    <li className="lead-row border-bottom py-2">
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <Link to={sitePath.staffLead(lead.kind, lead.id)} className="fw-semibold">
          {lead.name || '(no name)'}
        </Link>
        <span className={`badge lead-status lead-status-${lead.status}`}>{LEAD_STATUS_LABELS[lead.status]}</span>
      </div>
      <div className="small text-body-secondary">
        {LEAD_KIND_LABELS[lead.kind]} · <time dateTime={lead.receivedAt}>{atOffice(lead.receivedAt)}</time> · {owner}
        {lead.notesCount > 0 && ` · ${lead.notesCount} ${lead.notesCount === 1 ? 'note' : 'notes'}`}
      </div>
      {lead.summary && <div className="lead-summary">{lead.summary}</div>}
    </li>
  );
}
