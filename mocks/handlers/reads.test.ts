import type { ZodTypeAny } from 'zod';
import { API_URL, TENDER_API_URL } from '@/shared/config/env';
import { aboutRead } from '@/entities/about';
import { careerOpeningsRead } from '@/entities/career-opening';
import { clientsRead } from '@/entities/client';
import { contactOfficesRead } from '@/entities/contact-office';
import { eventsRead } from '@/entities/event';
import { eventHeaderRead } from '@/entities/event-header';
import { foundersRead } from '@/entities/founder';
import { galleryHeaderRead } from '@/entities/gallery-header';
import { galleryRead } from '@/entities/gallery-item';
import { careerHeaderImagesRead, contactHeaderImagesRead } from '@/entities/header-image';
import { homeDataRead } from '@/entities/home-data';
import { imagesRead } from '@/entities/image';
import { logosRead } from '@/entities/logo';
import { legacyProjectsRead, projectsRead } from '@/entities/project';
import { servicesRead } from '@/entities/service';
import { tenderDetailRead, publishedTendersRead } from '@/entities/tender';
import { testimonialsRead } from '@/entities/testimonial';
import logosContent from '@content/logos.json';
import { allContentTenders } from './reads';

/**
 * The fixtures against the contracts: every read's demo answer is exactly what its contract's 200 answer
 * lets through (parsing it changes nothing: no field beyond the contract, such as a `Published` flag or a
 * record's `mr` texts, and none missing), in both languages. The rules (what is published, what a tender
 * number finds) are the server's and are tested there.
 */
const LIST_READS = [
  ['/api/getlogos', logosRead],
  ['/api/getservices', servicesRead],
  ['/projects', projectsRead],
  ['/api/projects', legacyProjectsRead],
  ['/Founders', foundersRead],
  ['/get_testimonials', testimonialsRead],
  ['/api/career_head_img', careerHeaderImagesRead],
  ['/Careersdata', careerOpeningsRead],
  ['/api/all_contactus_data', contactOfficesRead],
  ['/api/contactus_head', contactHeaderImagesRead],
  ['/api/getaboutus', aboutRead],
  ['/api/getclients', clientsRead],
  ['/api/events', eventsRead],
  ['/api/get_event_header', eventHeaderRead],
  ['/getGalleryData', galleryRead],
  ['/api/get_header_img', galleryHeaderRead],
  ['/api/getimg', imagesRead],
  ['/api/tenders/published', publishedTendersRead],
] as const;

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.json();
}

/** The answer as its contract lets it through: equal to the answer when nothing is added, dropped or retyped. */
const throughContract = (schema: ZodTypeAny, value: unknown) => schema.parse(value) as unknown;

describe('msw read fixtures against the read contracts', () => {
  it.each(LIST_READS)('answers %s with a non-empty list its contract lets through unchanged, in English and Marathi', async (path, read) => {
    expect(read.path).toBe(path);
    for (const query of ['', '?lang=mr']) {
      const rows = await getJson(`${API_URL}${path}${query}`);
      expect(Array.isArray(rows) && rows.length).toBeGreaterThan(0);
      expect(throughContract(read.answers[200], rows)).toEqual(rows);
    }
  });

  it('answers /homeData as { success, data } with the seven texts, as its contract has them', async () => {
    const answer = (await getJson(`${API_URL}/homeData`)) as { success: boolean; data: Array<Record<string, string>> };
    expect(throughContract(homeDataRead.answers[200], answer)).toEqual(answer);
    expect(answer.success).toBe(true);
    expect(Object.keys(answer.data[0]).sort()).toEqual(['clientApproch', 'experties', 'ourMission', 'ourVision', 'quality', 'timelyDelivery', 'whoWeAre']);
  });

  it('serves the logos exactly as content/logos.json holds them', async () => {
    expect(await getJson(`${API_URL}/api/getlogos`)).toEqual(logosContent);
  });

  it('answers /get_tender?tenderNo= with an array its contract lets through unchanged: that tender, or none', async () => {
    const published = allContentTenders().find((tender) => tender.Published)!;
    const found = (await getJson(`${TENDER_API_URL}/get_tender?tenderNo=${encodeURIComponent(published.TenderNo)}`)) as Array<{ TenderNo: string }>;
    expect(found.map((tender) => tender.TenderNo)).toEqual([published.TenderNo]);
    expect(throughContract(tenderDetailRead.answers[200], found)).toEqual(found);
    expect(await getJson(`${TENDER_API_URL}/get_tender?tenderNo=NO-SUCH-TENDER`)).toEqual([]);
  });
});
