import { useId, useState, type MouseEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useHref, useSearchParams } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { API_URL, mediaUrl } from '@/shared/config/env';
import { statusChangesAt, tenderStatus, useGetPublishedTendersQuery, tenderFeedRead } from '@/entities/tender';
import { useText } from '@/shared/i18n';
import { useChangesAt, useNow } from '@/shared/lib/render-clock';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { SelectField } from '@/shared/ui/form';
import {
  tenderCountsText,
  tendersText,
  TENDER_SORTS,
  TENDER_TABS,
  asTab,
  filterTenders,
  inTab,
  pageOf,
  type TenderSort,
  type TenderTab,
  TenderCards,
  TenderTable,
  type TenderRow,
} from '@/features/tenders';
import '@/features/tenders/styles';

const FEED_PATH = tenderFeedRead.path;

/** A sort named in the address, or the default. */
const asSort = (value: string | null): TenderSort => (TENDER_SORTS.some((option) => option.value === value) ? (value as TenderSort) : 'published-desc');

export function TenderListPage() {
  const t = useText(tendersText);
  const plural = useText(tenderCountsText);
  useDocumentTitle(t('Tenders'));
  // The search form's address in the page's language (without JavaScript it is sent as a GET).
  const formAction = useHref('/tender');
  const { data: tenders = [], isLoading, isError, refetch } = useGetPublishedTendersQuery();
  const [params, setParams] = useSearchParams();
  // The search and the sort start from the address (`?q=…&sort=…`): without JavaScript the form is sent as a
  // GET and the server renders the answer; with it, typing filters at once.
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [sort, setSort] = useState<TenderSort>(() => asSort(params.get('sort')));
  // One "today" per visit: status comes from the stored dates and this day (company time).
  const now = useNow();
  const ids = { search: useId(), sort: useId(), caption: useId() };

  const tab = asTab(params.get('tab'));
  const tabTexts = TENDER_TABS.find(({ value }) => value === tab)!;
  const rows: TenderRow[] = tenders.map((tender) => ({ tender, status: tenderStatus(tender, now) }));
  // Every tender counts in a tab, shown or not.
  useChangesAt(...tenders.map((tender) => statusChangesAt(tender, now)));
  const counts = Object.fromEntries(TENDER_TABS.map(({ value }) => [value, rows.filter((row) => inTab(value, row.status)).length])) as Record<
    TenderTab,
    number
  >;
  const inThisTab = rows.filter((row) => inTab(tab, row.status));
  const matching = filterTenders(
    inThisTab.map((row) => row.tender),
    query,
    sort,
  ).map((tender) => inThisTab.find((row) => row.tender === tender)!);
  const { page, pages, start, end } = pageOf(matching.length, Number(params.get('page') ?? 1));
  const shown = matching.slice(start, end);

  const go = (next: { tab?: TenderTab; page?: number }) => {
    const search = new URLSearchParams(params);
    const nextTab = next.tab ?? tab;
    if (nextTab === 'open') search.delete('tab');
    else search.set('tab', nextTab);
    if (!next.page || next.page === 1) search.delete('page');
    else search.set('page', String(next.page));
    return `?${search.toString()}`.replace(/\?$/, '');
  };
  const pageLink = (target: number) => `/tender${go({ page: target })}`;
  const resetPage = () => {
    if (params.has('page')) {
      const search = new URLSearchParams(params);
      search.delete('page');
      setParams(search, { replace: true });
    }
  };

  /** The tab's list without the search: a link, so it works before hydration and without JavaScript. */
  const withoutSearch = () => {
    const search = new URLSearchParams(params);
    search.delete('q');
    search.delete('page');
    return search;
  };
  const clearSearchHref = `/tender${`?${withoutSearch().toString()}`.replace(/\?$/, '')}`;
  const clearSearch = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setQuery('');
    setParams(withoutSearch(), { replace: true });
  };

  return (
    <div className="tender-page">
      <link rel="alternate" type="application/atom+xml" title={t('Tenders – {{company}}', { company: COMPANY.name })} href={`${API_URL}${FEED_PATH}`} />
      <img className="tender-banner" src={mediaUrl(COMPANY.media.tenderBanner)} alt="" height={400} />
      <section className="container-xxl py-4 py-md-5" aria-labelledby="tenders-heading">
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
          <h1 id="tenders-heading" className="mb-0">
            {t('Tenders')}
          </h1>
          <a className="tender-feed-link small" href={`${API_URL}${FEED_PATH}`} type="application/atom+xml">
            {t('Follow new tenders and corrigenda (Atom feed)')}
          </a>
        </div>

        {isLoading ? (
          <p role="status">{t('Loading tenders…')}</p>
        ) : tenders.length === 0 ? (
          <div>
            <p className="lead">{t('No tenders found.')}</p>
            {isError && (
              <p>
                {t('The tender list could not be loaded just now.')}{' '}
                <Button variant="link" className="p-0 align-baseline" onClick={() => refetch()}>
                  {t('Try again')}
                </Button>
              </p>
            )}
          </div>
        ) : (
          <>
            <nav aria-label={t('Tenders by status')} className="mb-3">
              <ul className="nav nav-tabs tender-tabs">
                {TENDER_TABS.map(({ value, label }) => (
                  <li className="nav-item" key={value}>
                    <Link className={`nav-link${value === tab ? ' active' : ''}`} aria-current={value === tab ? 'page' : undefined} to={`/tender${go({ tab: value })}`}>
                      {t(label)} <span className="tender-tabs__count">({counts[value]})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <Form
              className="row g-3 align-items-end mb-3"
              role="search"
              method="get"
              action={formAction}
              onSubmit={(event) => event.preventDefault()}
            >
              {tab !== 'open' && <input type="hidden" name="tab" value={tab} />}
              <Form.Group className="col-md-6" controlId={ids.search}>
                <Form.Label>{t('Search tenders')}</Form.Label>
                <Form.Control
                  type="search"
                  name="q"
                  value={query}
                  placeholder={t('Tender number, site, agent or reference')}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    resetPage();
                  }}
                />
              </Form.Group>
              <SelectField
                className="col-md-4 mb-0"
                name="sort"
                label={t('Sort by')}
                options={TENDER_SORTS.map(({ value, label }) => ({ value, label: t(label) }))}
                value={sort}
                onChange={(value) => {
                  setSort(value as TenderSort);
                  resetPage();
                }}
              />
              <div className="col-md-2">
                {/* With JavaScript the list follows each key; without it, this sends the search to the server. */}
                <Button type="submit" variant="outline-secondary" className="w-100">
                  {t('Search')}
                </Button>
              </div>
            </Form>
            <p className="text-body-secondary small mb-2" role="status" aria-live="polite">
              {query.trim()
                ? t('{{count}} of {{total}} tenders match “{{query}}”', { count: matching.length, total: inThisTab.length, query: query.trim() })
                : plural('count', { count: inThisTab.length })}
              {pages > 1 && t(', showing {{start}}–{{end}}', { start: start + 1, end })}
            </p>
            {query.trim() && (
              <p className="small mb-2">
                <a href={clearSearchHref} onClick={clearSearch}>
                  {t('Clear search')}
                </a>
              </p>
            )}
            {inThisTab.length === 0 ? (
              <p className="lead">{t(tabTexts.empty)}</p>
            ) : shown.length === 0 ? (
              <p className="lead">{t('No tenders found.')}</p>
            ) : (
              <>
                <div className="d-none d-md-block">
                  <TenderTable rows={shown} captionId={ids.caption} caption={t(tabTexts.caption)} now={now} />
                </div>
                <div className="d-md-none">
                  <TenderCards rows={shown} label={t(tabTexts.caption)} now={now} />
                </div>
              </>
            )}
            {pages > 1 && (
              <nav aria-label={t('Pages of tenders')} className="mt-3">
                <ul className="pagination flex-wrap">
                  <li className={`page-item${page === 1 ? ' disabled' : ''}`}>
                    {page === 1 ? <span className="page-link">{t('Previous')}</span> : <Link className="page-link" to={pageLink(page - 1)}>{t('Previous')}</Link>}
                  </li>
                  {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
                    <li key={number} className={`page-item${number === page ? ' active' : ''}`}>
                      <Link className="page-link" to={pageLink(number)} aria-current={number === page ? 'page' : undefined} aria-label={t('Page {{number}}', { number })}>
                        {number}
                      </Link>
                    </li>
                  ))}
                  <li className={`page-item${page === pages ? ' disabled' : ''}`}>
                    {page === pages ? <span className="page-link">{t('Next')}</span> : <Link className="page-link" to={pageLink(page + 1)}>{t('Next')}</Link>}
                  </li>
                </ul>
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
}
