/** Which drawing illustrates each catalogue item, painting offer and service card (keyed by slug). */
import * as C from './pieces-carpentry.mjs';
import * as O from './pieces-openings.mjs';
import * as S from './pieces-surfaces.mjs';
import { bedroom, emptyRoom, kitchen, living } from './scenes-home.mjs';
import { boardroom, lounge, meetingRoom, workstations } from './scenes-work.mjs';
import { featureScene, withSpec } from './scene-kit.mjs';
import { budgetChart, facade, planDrawing } from './drawings.mjs';

const f = featureScene;
const floorView = (scene, floor) => withSpec(scene, { floor, vp: (w, h) => [w * 0.5, h * 0.3], k: 0.5 });

/** Values are a scene (rendered as a room) or `{ drawing }` (a standalone drawing function). */
export const CATALOGUE_ART = {
  'gypsum/gypsum-wall-partition': f(S.studPartition),
  'gypsum/gypsum-ceiling': withSpec(living, { ceiling: 'cove', k: 0.5 }),
  'gypsum/gypsum-plaster': f(S.plasterWall),
  'gypsum/gypsum-wall-paneling': f(S.gypsumPanels, { ceiling: 'cove' }),
  'gypsum/acoustic-partition': f(S.acousticSection),
  'gypsum/acoustic-ceiling': withSpec(boardroom, { ceiling: 'grid' }),
  'gypsum/metal-ceiling': withSpec(lounge, { ceiling: 'baffle' }),
  'gypsum/grid-ceiling': workstations,
  'painting/internal-wall-painting': f(S.rollerWall),
  'painting/external-wall-painting': { drawing: facade },
  'painting/oilpaint': f(S.grill),
  'painting/polish': f(S.woodPanel),
  'painting/spray-polish': f(S.woodPanel, { options: { spray: true } }),
  'painting/deco': f(S.decoWall),
  'painting/spray-painting': f(S.sprayWall),
  'painting/all-type-texture': f(S.textureWall),
  'painting/wall-paper': f(S.wallpaper),
  'painting/enamel-paint': f(S.enamelDoor),
  'aluminium/sliding-window': f(O.slidingWindow),
  'aluminium/openable-window': f(O.openableWindow),
  'aluminium/fix-window': f(O.fixWindow),
  'aluminium/sliding-door-track': f(O.slidingDoor),
  'aluminium/sliding-door-soft-close': f(O.slidingDoor, { options: { sensor: true }, floor: 'tiles' }),
  'aluminium/louvers-and-ventilators': f(O.louvers, { floor: 'tiles' }),
  'aluminium/openable-door': f(O.openableDoor),
  'aluminium/full-height-partition': f(O.aluminiumPartition, { floor: 'carpet', ceiling: 'grid' }),
  'aluminium/half-height-partition': f(O.aluminiumPartition, { options: { half: true }, floor: 'carpet', ceiling: 'grid', k: 0.6 }),
  'glass/glass-door': f(O.glassDoor, { floor: 'marble' }),
  'glass/glass-partition-bathroom': f(O.showerPartition, { floor: 'tiles' }),
  'glass/glass-partition-cabin': f(O.glassCabin, { floor: 'carpet', ceiling: 'grid' }),
  'glass/partition-for-counter': f(O.counterPartition, { floor: 'tiles' }),
  'glass/table-top': f(O.glassTable, { floor: 'marble', ceiling: 'cove' }),
  'glass/glass-railing': f(O.glassRailing, { floor: 'marble' }),
  'flooring/tile-marble-granite': floorView(emptyRoom, 'marble'),
  'flooring/vinyl-flooring': floorView(meetingRoom, 'planks'),
  'flooring/wooden-flooring': floorView(bedroom, 'planks'),
  'flooring/gypsum-wall-paneling': f(S.gypsumPanels, { ceiling: 'cove', floor: 'marble' }),
  'corian/table-top': f(S.corianTop, { floor: 'tiles' }),
  'corian/wall-paneling': f(S.corianWall, { ceiling: 'cove' }),
  'corian/cnc-cutting-work': f(S.jaali, { mood: 'evening' }),
};

/** Carpentry and modular share these; modular ones are drawn in the cooler factory palette. */
const FURNITURE = {
  'sliding-wardrobe': [C.slidingWardrobe],
  'hinged-wardrobe': [C.hingedWardrobe],
  'tv-unit': [C.tvUnit, { ceiling: 'cove' }],
  'sofa-set': [C.sofaSet, { ceiling: 'cove' }],
  'study-table': [C.studyTable],
  'kitchen-trolley': [C.kitchenTrolley, { floor: 'tiles' }],
  'crockery-storage-unit': [C.crockeryUnit],
  'loft-storage': [C.loftStorage],
  'wall-paneling-full-finished': [C.wallPaneling],
  'wall-paneling-combo-finished': [C.wallPaneling, { options: { combo: true } }],
  'column-paneling-full-finished': [C.columnPaneling],
  'column-paneling-combo-finished': [C.columnPaneling, { options: { combo: true } }],
  'main-door-with-frame': [C.door, { options: { main: true }, floor: 'marble' }],
  'internal-door-with-frame': [C.door],
  'cnc-cutting-door': [C.door, { options: { cnc: true } }],
  'wall-shelf': [C.wallShelf],
  planter: [C.planter, { floor: 'tiles' }],
  'window-seating': [C.windowSeat],
  'acoustic-paneling': [C.acousticPaneling, { floor: 'carpet' }],
};

for (const [slug, [piece, spec = {}]] of Object.entries(FURNITURE)) {
  CATALOGUE_ART[`carpentry/${slug}`] = f(piece, spec);
  CATALOGUE_ART[`modular/${slug}`] = f(piece, { ...spec, mood: 'factory' });
}
CATALOGUE_ART['carpentry/wooden-ceiling'] = withSpec(living, { ceiling: 'slats' });
CATALOGUE_ART['modular/wooden-ceiling'] = withSpec(living, { ceiling: 'slats', mood: 'factory' });

export const PAINTING_ART = {
  'wall-textures': f(S.textureWall),
  wallpapers: f(S.wallpaper),
  waterproofing: f(S.waterproofing),
  'wood-finishes': f(S.woodPanel, { ceiling: 'cove' }),
};

export const SERVICE_ART = {
  'gypsum-work': withSpec(living, { ceiling: 'cove', k: 0.5 }),
  'all-type-painting-work': f(S.rollerWall),
  'aluminium-work': f(O.slidingWindow),
  'glass-work': f(O.glassCabin, { floor: 'carpet', ceiling: 'grid' }),
  'flooring-work': floorView(emptyRoom, 'marble'),
  'carpentry-work': f(C.hingedWardrobe),
  'modular-work': kitchen,
  'corian-work': f(S.corianTop, { floor: 'tiles' }),
  'interior-estimate': { drawing: planDrawing },
  'budget-guide': { drawing: budgetChart },
  'turnkey-interiors': living,
};
