import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { COMPANY } from '@/shared/config/company';
import { mediaUrl } from '@/shared/config/env';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useGetPublishedTendersQuery } from '../api/tenders-api';
import { filterTenders, type TenderSort } from '../lib/tender-format';
import { TenderTable } from './tender-table';
import './tenders.scss';

export const NO_TENDERS = 'No tenders found.';

const SORTS: Array<{ value: TenderSort; label: string }> = [
  { value: 'published-desc', label: 'Publish date, newest first' },
  { value: 'expiry-asc', label: 'Expiry date, soonest first' },
  { value: 'expiry-desc', label: 'Expiry date, latest first' },
];

export function TenderListPage() {
  useDocumentTitle('Tenders');
  const { data: tenders = [], isLoading, isError, refetch } = useGetPublishedTendersQuery();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TenderSort>('published-desc');
  const ids = { search: useId(), sort: useId(), caption: useId() };
  const shown = filterTenders(tenders, query, sort);

  return (
    <div className="tender-page">
      <img className="tender-banner" src={mediaUrl(COMPANY.media.tenderBanner)} alt="" height={400} />
      <section className="container-xxl py-5" aria-labelledby="tenders-heading">
        <h1 id="tenders-heading" className="mb-4">
          Tenders
        </h1>

        {isLoading ? (
          <p role="status">Loading tenders…</p>
        ) : tenders.length === 0 ? (
          <div>
            <p className="lead">{NO_TENDERS}</p>
            {isError && (
              <p>
                The tender list could not be loaded just now.{' '}
                <Button variant="link" className="p-0 align-baseline" onClick={() => refetch()}>
                  Try again
                </Button>
              </p>
            )}
          </div>
        ) : (
          <>
            <Form className="row g-3 align-items-end mb-3" role="search" onSubmit={(event) => event.preventDefault()}>
              <Form.Group className="col-md-7" controlId={ids.search}>
                <Form.Label>Search tenders</Form.Label>
                <Form.Control
                  type="search"
                  value={query}
                  placeholder="Tender number, site, agent or status"
                  onChange={(event) => setQuery(event.target.value)}
                />
              </Form.Group>
              <Form.Group className="col-md-5" controlId={ids.sort}>
                <Form.Label>Sort by</Form.Label>
                <Form.Select value={sort} onChange={(event) => setSort(event.target.value as TenderSort)}>
                  {SORTS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Form>
            <p className="text-body-secondary small mb-2" role="status" aria-live="polite">
              {shown.length === tenders.length
                ? `${tenders.length} tender${tenders.length === 1 ? '' : 's'}`
                : `${shown.length} of ${tenders.length} tenders match “${query.trim()}”`}
            </p>
            {shown.length > 0 ? <TenderTable tenders={shown} captionId={ids.caption} /> : <p className="lead">{NO_TENDERS}</p>}
          </>
        )}
      </section>
    </div>
  );
}
