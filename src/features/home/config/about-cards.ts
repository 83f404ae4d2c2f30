import type { HomeData } from '@/entities/home-data';

/** The fields of `/homeData` shown as cards. */
type AboutField = 'whoWeAre' | 'ourMission' | 'ourVision' | 'experties' | 'quality' | 'clientApproch' | 'timelyDelivery';

export interface AboutCard {
  title: string;
  field: AboutField & keyof HomeData;
}

/**
 * The seven cards of the about carousel, in the spec's order; each text is a field of `/homeData`'s first record.
 * A card's title is the English text of its title in the home catalogue.
 */
export const ABOUT_CARDS: readonly AboutCard[] = [
  { title: 'Who We Are', field: 'whoWeAre' },
  { title: 'Our Mission', field: 'ourMission' },
  { title: 'Our Vision', field: 'ourVision' },
  { title: 'Expertise', field: 'experties' },
  { title: 'Quality Craftsmanship', field: 'quality' },
  { title: 'Client-Centric Approach', field: 'clientApproch' },
  { title: 'Timely Delivery', field: 'timelyDelivery' },
];

/** The cards whose text came back non-empty. */
export function aboutSlides(data: HomeData | null | undefined): Array<{ title: string; text: string }> {
  if (!data) return [];
  return ABOUT_CARDS.map(({ title, field }) => ({ title, text: String(data[field] ?? '').trim() })).filter(
    (card) => card.text !== '',
  );
}
