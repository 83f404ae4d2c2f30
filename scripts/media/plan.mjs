/**
 * From a media path to the drawing that fills it. Folders decide the kind of picture (logo, portrait,
 * banner, room); the file name's words decide the room. Any path a real company adds still gets a
 * calm placeholder, so the site never shows a broken image.
 */
import path from 'node:path';
import * as home from './scenes-home.mjs';
import * as work from './scenes-work.mjs';
import * as venue from './scenes-venue.mjs';
import * as people from './scenes-people.mjs';
import { renderScene, withSpec } from './scene-kit.mjs';
import { clientWordmark, companyLogo, companyMark } from './brand.mjs';
import { portrait } from './people.mjs';
import { blueprintBanner } from './drawings.mjs';
import { CATALOGUE_ART, PAINTING_ART, SERVICE_ART } from './plan-catalogue.mjs';

const SIZES = { room: [1200, 800], card: [800, 600], header: [1600, 500], tender: [1600, 400] };

/** File-name words → scene, first match wins (`kitchen-open-house` is an event, not a kitchen). */
const ROOM_RULES = [
  [/open-house/, people.openHouse],
  [/budget-workshop/, people.talk, { chart: true }],
  [/design-day|talk/, people.talk],
  [/material-walk|expo|stalls/, people.expo],
  [/safety|drill/, people.toolboxTalk],
  [/diwali/, people.celebration, { festive: true }],
  [/five-years|evening|celebration/, people.celebration],
  [/masterclass|polishing|crew/, people.masterclass],
  [/supervisors|briefing/, people.team, { hat: true }],
  [/team-review|design-team/, people.review],
  [/team|staff/, people.team],
  [/material-library/, venue.materialLibrary],
  [/laboratory|sterilisation/, venue.clinic],
  [/lobby/, work.reception],
  [/study/, work.lounge],
  [/reception|corporate-office/, work.reception],
  [/boardroom/, work.boardroom],
  [/design-floor|studio/, work.studio],
  [/workstations|coworking/, work.workstations],
  [/clinic|dental/, venue.clinic],
  [/cabin|plant-office/, work.cabins],
  [/kitchen/, home.kitchen],
  [/bedroom/, home.bedroom],
  [/guest|residency|hotel/, home.guestRoom],
  [/verandah|villa/, home.verandah],
  [/banquet|hall/, venue.banquet],
  [/library|academy/, venue.library],
  [/showroom|motors/, venue.showroom],
  [/workshop|cnc/, venue.workshop],
  [/branch-office|meeting/, work.meetingRoom],
  [/penthouse|lounge/, work.lounge],
  [/cafeteria|pantry/, work.cafeteria],
  [/corridor/, venue.corridor],
  [/stair/, venue.staircase],
  [/gallery/, venue.galleryWall],
  [/row-house|dining/, home.dining],
  [/living|bhk|residence|home|flat|about/, home.living],
];

/** The nine completion photographs of the case study, in the order of their alt texts. */
const COMPLETION = [work.reception, work.lounge, work.boardroom, work.cabins, work.workstations, work.meetingRoom, work.cafeteria, venue.staircase, venue.corridor];

const HEADERS = {
  about: home.living,
  gypsum: work.boardroom,
  painting: home.living,
  aluminium: work.cabins,
  glass: work.meetingRoom,
  flooring: home.bedroom,
  corian: venue.clinic,
  carpentry: venue.workshop,
  modular: home.kitchen,
  estimate: work.studio,
  budget: home.dining,
  careers: work.studio,
  contact: work.reception,
  events: venue.banquet,
  gallery: venue.galleryWall,
};

/** Founders' looks; anyone else gets a seeded one. */
const LOOKS = {
  'sameer-kulkarni': { hair: 'parted', glasses: true, beard: true, attire: '#45423e' },
  'pradnya-kulkarni': { hair: 'bun', earrings: true, attire: '#b86b4b', collar: 'kurta' },
  'rahul-gaikwad': { hair: 'short', attire: '#2f4a3f' },
  'meenal-deshpande': { hair: 'long', earrings: true, attire: '#4e6b5c', collar: 'kurta' },
};

const words = (slug) => slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** Brand words painted on feature walls, from the file name. */
const wallLabel = (slug) => (/kapila/.test(slug) ? 'KAPILA' : /nashik-studio|vastukala|contact|careers/.test(slug) ? 'VASTUKALA' : undefined);

const roomFor = (slug) => {
  const rule = ROOM_RULES.find(([pattern]) => pattern.test(slug));
  return rule ? [rule[1], rule[2] ?? {}] : [home.emptyRoom, {}];
};

/**
 * `{ kind: 'svg', render() }`, `{ kind: 'video' }`, `{ kind: 'poster' }` (a frame of the video with
 * the same name), or `{ kind: 'unsupported' }` for files only a person can supply (photographs).
 */
export function planFor({ path: mediaPath, label }) {
  const rel = mediaPath.replace(/^\/uploads\//, '');
  const ext = path.extname(rel).toLowerCase();
  const slug = path.basename(rel, ext).toLowerCase();
  const folder = rel.split('/')[0];
  const seed = rel;
  const title = label ?? words(slug);
  if (folder === 'video' && ext === '.mp4') return { kind: 'video', name: slug };
  if (folder === 'video' && (ext === '.jpg' || ext === '.jpeg')) return { kind: 'poster', name: slug };
  if (ext !== '.svg') return { kind: 'unsupported' };
  const scene = (sceneFn, size, options = {}, sceneTitle = title) => ({
    kind: 'svg',
    render: () => renderScene(sceneFn, { width: size[0], height: size[1], title: sceneTitle, seed, options: { label: wallLabel(slug), ...options } }),
  });
  const drawing = (fn, size, sceneTitle = title) => ({ kind: 'svg', render: () => fn({ width: size[0], height: size[1], title: sceneTitle, seed }) });
  const art = (entry, size) => (entry.drawing ? drawing(entry.drawing, size) : scene(entry, size));

  if (folder === 'logos') return { kind: 'svg', render: () => (/mark/.test(slug) ? companyMark({}) : companyLogo({})) };
  if (folder === 'clients') return { kind: 'svg', render: () => clientWordmark({ name: words(slug) }) };
  if (folder === 'founders') {
    const name = label ?? words(slug);
    return { kind: 'svg', render: () => portrait({ name, title: `Portrait of ${name}`, look: LOOKS[slug] }) };
  }
  if (folder === 'headers') {
    if (/tender/.test(slug)) return drawing(blueprintBanner, SIZES.tender, 'Tenders banner: a fit-out blueprint');
    return scene(HEADERS[slug] ?? roomFor(slug)[0], SIZES.header, {}, `${words(slug)} page header`);
  }
  if (folder === 'catalogue') {
    const key = rel.replace(/^catalogue\//, '').replace(/\.svg$/, '');
    return CATALOGUE_ART[key] ? art(CATALOGUE_ART[key], SIZES.card) : scene(home.emptyRoom, SIZES.card);
  }
  if (folder === 'painting' && PAINTING_ART[slug]) return art(PAINTING_ART[slug], SIZES.card);
  if (folder === 'services' && SERVICE_ART[slug]) return art(SERVICE_ART[slug], SIZES.card);
  if (folder === 'case-study') {
    const index = Number(slug.match(/(\d+)$/)?.[1] ?? 0) - 1;
    const chosen = COMPLETION[index] ?? roomFor(slug)[0];
    return scene(chosen, SIZES.room);
  }
  if (/fallback/.test(slug)) return scene(withSpec(home.emptyRoom, {}), SIZES.room, {}, 'A calm, empty room: picture to follow');
  const [chosen, options] = roomFor(slug);
  return scene(chosen, folder === 'services' ? SIZES.card : SIZES.room, options);
}
