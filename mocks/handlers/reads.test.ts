import { API_URL, TENDER_API_URL } from '@/shared/config/env';
import type { CompanyEvent } from '@/entities/event';
import type { HomeDataAnswer } from '@/entities/home-data';
import type { Project } from '@/entities/project';
import type { Tender } from '@/entities/tender';
import eventsContent from '@content/events.json';
import logosContent from '@content/logos.json';
import projectsContent from '@content/projects.json';
import { allContentTenders } from './reads';

/** Every read path of docs/spec-fields.md §7 (the tender detail read is tested on its own below). */
const LIST_PATHS = [
  '/api/getlogos',
  '/api/getservices',
  '/projects',
  '/api/projects',
  '/Founders',
  '/get_testimonials',
  '/api/career_head_img',
  '/Careersdata',
  '/api/all_contactus_data',
  '/api/contactus_head',
  '/api/getaboutus',
  '/api/getclients',
  '/api/events',
  '/api/get_event_header',
  '/getGalleryData',
  '/api/get_header_img',
  '/api/getimg',
  '/api/tenders/published',
];

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('msw read handlers', () => {
  it('answers like the API host in both languages: no `mr` object, a Marathi read gets the Marathi texts field by field', async () => {
    const english = await getJson<Project[]>(`${API_URL}/projects`);
    const marathi = await getJson<Project[]>(`${API_URL}/projects?lang=mr`);
    expect(english.some((row) => 'mr' in row) || marathi.some((row) => 'mr' in row)).toBe(false);
    const source = (projectsContent as Array<{ Project_Name: string; Published: boolean; mr?: { Project_Name?: string } }>).find((row) => row.Published && row.mr?.Project_Name);
    expect(source).toBeDefined();
    expect(english.map((row) => row.Project_Name)).toContain(source?.Project_Name);
    expect(marathi.map((row) => row.Project_Name)).toContain(source?.mr?.Project_Name);
  });

  it.each(LIST_PATHS)('answers %s with a non-empty list from content/', async (path) => {
    const rows = await getJson<unknown[]>(`${API_URL}${path}`);
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('answers /homeData as { success, data } with the seven texts', async () => {
    const answer = await getJson<HomeDataAnswer>(`${API_URL}/homeData`);
    expect(answer.success).toBe(true);
    expect(Object.keys(answer.data[0]).sort()).toEqual(
      ['clientApproch', 'experties', 'ourMission', 'ourVision', 'quality', 'timelyDelivery', 'whoWeAre'].sort(),
    );
  });

  it('serves the logos exactly as content/logos.json holds them', async () => {
    expect(await getJson(`${API_URL}/api/getlogos`)).toEqual(logosContent);
  });

  it('never sends unpublished projects or events', async () => {
    const projects = await getJson<Project[]>(`${API_URL}/projects`);
    expect(projects.every((project) => project.Published)).toBe(true);
    expect(projects).toHaveLength(projectsContent.filter((project) => project.Published).length);

    const events = await getJson<CompanyEvent[]>(`${API_URL}/api/events`);
    expect(events.every((event) => event.Published)).toBe(true);
    expect(events).toHaveLength(eventsContent.filter((event) => event.Published).length);
  });

  it('sends published tenders without their Published flag', async () => {
    const tenders = await getJson<Tender[]>(`${API_URL}/api/tenders/published`);
    expect(tenders).toHaveLength(allContentTenders().filter((tender) => tender.Published).length);
    for (const tender of tenders) expect(tender).not.toHaveProperty('Published');
  });

  it('answers /get_tender?tenderNo= with an array holding that tender, or an empty array', async () => {
    const published = allContentTenders().find((tender) => tender.Published)!;
    const found = await getJson<Tender[]>(`${TENDER_API_URL}/get_tender?tenderNo=${encodeURIComponent(published.TenderNo)}`);
    expect(found).toHaveLength(1);
    expect(found[0].TenderNo).toBe(published.TenderNo);
    expect(found[0]).not.toHaveProperty('Published');

    const hidden = allContentTenders().find((tender) => !tender.Published);
    if (hidden) {
      expect(await getJson(`${TENDER_API_URL}/get_tender?tenderNo=${encodeURIComponent(hidden.TenderNo)}`)).toEqual([]);
    }
    expect(await getJson(`${TENDER_API_URL}/get_tender?tenderNo=NO-SUCH-TENDER`)).toEqual([]);
  });
});
