import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_TIME_ZONE, auditActorLabel, type AuditEntryRecord, type AuditFilter } from '@/entities/audit-entry';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { auditCsvUrl, useGetAuditActorsQuery, useGetAuditPageQuery, useVerifyAuditQuery } from '@/features/staff-audit';
import { StaffQueryRefusal } from '@/shared/ui/desk';

const FILTER_FIELDS = ['actor', 'action', 'subject', 'from', 'to'] as const;
type FilterField = (typeof FILTER_FIELDS)[number];

const atFormat = new Intl.DateTimeFormat('en-IN', { timeZone: AUDIT_TIME_ZONE, dateStyle: 'medium', timeStyle: 'medium' });

/** The filter the address holds: the log can be bookmarked, reloaded and sent to a colleague as it is. */
function filterOf(params: URLSearchParams): AuditFilter {
  return Object.fromEntries(FILTER_FIELDS.map((field) => [field, params.get(field) ?? undefined]).filter(([, value]) => value)) as AuditFilter;
}

/**
 * `/staff/audit` (admins): the audit log newest first, filtered by who, what, on what and when, a page
 * at a time ("Load more" asks for the entries older than the last one shown), the chain's verification
 * in plain words, and an export of what the filter selects. A filter is an address, not a form that is
 * sent: applying one changes the query string.
 */
export function StaffAuditPage() {
  useDocumentTitle('Audit log');
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const key = JSON.stringify(filter);

  return (
    <section className="container py-4 staff-wide">
      <h1 className="h2 mb-3">Audit log</h1>
      {hydrated && <ChainStatus />}
      <AuditFilterForm key={`filter ${key}`} filter={filter} onApply={(next) => setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)))} />
      <p>
        <a className="btn btn-outline-secondary btn-sm" href={auditCsvUrl(filter)} download>
          Export these entries (CSV)
        </a>
      </p>
      {hydrated && <AuditEntries key={`entries ${key}`} filter={filter} />}
    </section>
  );
}

function ChainStatus() {
  const verify = useVerifyAuditQuery();
  if (verify.isError) return <StaffQueryRefusal error={verify.error} />;
  if (!verify.data) return <p role="status">Checking the log's chain…</p>;
  const { ok, entries, broken } = verify.data;
  return (
    <Alert variant={ok ? 'success' : 'danger'} role="status">
      {ok || !broken ? (
        <>
          <strong>The log verifies.</strong> All {entries} entries follow each other unbroken: none was edited, inserted or removed before the newest.
        </>
      ) : (
        <>
          <strong>The log does not verify.</strong> The chain breaks at entry {broken.id} ({atFormat.format(new Date(broken.at))}, {broken.action}): {broken.reason}.
          The {entries} entries before it hold; entries from it on are marked “not verified”.
        </>
      )}
    </Alert>
  );
}

function AuditFilterForm({ filter, onApply }: { filter: AuditFilter; onApply: (filter: Record<FilterField, string>) => void }) {
  const [values, setValues] = useState<Record<FilterField, string>>(() => Object.fromEntries(FILTER_FIELDS.map((field) => [field, filter[field] ?? ''])) as Record<FilterField, string>);
  // Everyone the log names, offered as the "Who" field's suggestions; the field still takes any text.
  const { data: actors = [] } = useGetAuditActorsQuery();
  const field = (name: FilterField, label: string, type = 'text', help?: string, list?: string) => (
    <div className="col-12 col-sm-6 col-lg-4">
      <label className="form-label" htmlFor={`audit-${name}`}>
        {label}
      </label>
      <input
        id={`audit-${name}`}
        name={name}
        type={type}
        className="form-control"
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        aria-describedby={help ? `audit-${name}-help` : undefined}
        list={list}
      />
      {help && (
        <div id={`audit-${name}-help`} className="form-text">
          {help}
        </div>
      )}
    </div>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // After the submit event: React 19 reads a form's FormData when its submit starts a transition (the
    // router's navigation does), which the test environment's FormData (Node's) cannot do; nothing here needs it.
    queueMicrotask(() => onApply(values));
  };
  return (
    <form className="row g-3 mb-3" aria-label="Filter the audit log" onSubmit={submit}>
      {field('actor', 'Who', 'text', 'A staff e-mail, or the command line’s user.', 'audit-actors')}
      <datalist id="audit-actors">
        {actors.map((actor) => (
          <option key={actor} value={actor} />
        ))}
      </datalist>
      {field('action', 'Action', 'text', 'Exactly (staff.add), or a whole area (lead.).')}
      {field('subject', 'Subject starts with', 'text', 'staff:asha@example.in, lead:enquiry:')}
      {field('from', 'From (day)', 'date')}
      {field('to', 'To (day)', 'date')}
      <div className="col-12 d-flex gap-2">
        <button type="submit" className="btn btn-primary">
          Apply filter
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => onApply({ actor: '', action: '', subject: '', from: '', to: '' })}>
          Clear
        </button>
      </div>
    </form>
  );
}

/** The pages shown so far, each by the id it starts below; "Load more" adds the next. */
function AuditEntries({ filter }: { filter: AuditFilter }) {
  const [befores, setBefores] = useState<Array<number | undefined>>([undefined]);
  return (
    <ol className="list-unstyled audit-entries" aria-label="Audit entries, newest first">
      {befores.map((before, index) => (
        <AuditPage key={before ?? 'first'} filter={filter} before={before} last={index === befores.length - 1} onMore={(next) => setBefores([...befores, next])} />
      ))}
    </ol>
  );
}

function AuditPage({ filter, before, last, onMore }: { filter: AuditFilter; before?: number; last: boolean; onMore: (next: number) => void }) {
  const page = useGetAuditPageQuery({ filter, before });
  if (page.isError) {
    return (
      <li>
        <StaffQueryRefusal error={page.error} />
      </li>
    );
  }
  if (!page.data) {
    return (
      <li role="status" className="py-2">
        Loading entries…
      </li>
    );
  }
  const { entries, next } = page.data;
  return (
    <>
      {before === undefined && entries.length === 0 && <li className="py-2">No entries match this filter.</li>}
      {entries.map((entry) => (
        <AuditEntryItem key={entry.id} entry={entry} />
      ))}
      {last && next !== null && (
        <li className="py-3">
          <button type="button" className="btn btn-outline-primary" onClick={() => onMore(next)}>
            Load more
          </button>
        </li>
      )}
    </>
  );
}

const shown = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

function AuditEntryItem({ entry }: { entry: AuditEntryRecord }) {
  const changes = Object.entries(entry.changes);
  return (
    <li className="audit-entry border-bottom py-2">
      <div className="d-flex flex-wrap gap-2 align-items-baseline">
        <strong>{entry.action}</strong>
        <span className="text-break">{entry.subject}</span>
        <span className={`badge ${entry.verified ? 'text-bg-success' : 'text-bg-danger'} ms-auto`}>{entry.verified ? 'verified' : 'not verified'}</span>
      </div>
      <div className="small text-body-secondary">
        <time dateTime={entry.at}>{atFormat.format(new Date(entry.at))}</time> · {auditActorLabel(entry.actor)}
        {entry.actor.kind === 'staff' && ` (${entry.actor.role})`} · {entry.ip || 'no address (command line)'} · #{entry.id}
      </div>
      {changes.length > 0 && (
        <dl className="audit-changes small mb-0">
          {changes.map(([name, change]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>
                {shown(change.from)} → {shown(change.to)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
