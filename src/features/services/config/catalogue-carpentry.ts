/**
 * Carpentry and modular share one list of twenty pieces (docs/spec-fields.md: "the same 20 items"); only the intro
 * differs, and modular pieces get their own factory-finish drawings under `/uploads/catalogue/modular/`.
 */
import type { CatalogueCategory, CatalogueItem } from './catalogue-category';

const CARPENTRY_ITEMS: CatalogueItem[] = [
  {
    name: 'Sliding Wardrobe',
    description:
      'Floor-to-loft wardrobes on soft-close sliding tracks, ideal where a bed leaves no room for swinging shutters. Shutters in laminate, lacquered glass or mirror.',
    image: '/uploads/catalogue/carpentry/sliding-wardrobe.svg',
  },
  {
    name: 'Hinged Wardrobe',
    description:
      'Classic hinged-shutter wardrobes with hanging, shelves, drawers and a locker planned around what you actually own. Hinges and channels are soft-close as standard.',
    image: '/uploads/catalogue/carpentry/hinged-wardrobe.svg',
  },
  {
    name: 'TV Unit',
    description:
      'Wall-mounted or floor-standing TV units with concealed wiring, a set-top box shelf with ventilation and closed storage below. Finished to match the living-room paneling.',
    image: '/uploads/catalogue/carpentry/tv-unit.svg',
  },
  {
    name: 'Sofa Set',
    description:
      'Made-to-measure sofas on seasoned hardwood frames with high-density foam and your choice of fabric or leatherette. Sized to your room rather than a showroom floor.',
    image: '/uploads/catalogue/carpentry/sofa-set.svg',
  },
  {
    name: 'Study Table',
    description:
      'Study and work-from-home tables with cable management, a keyboard drawer and overhead shelving. Heights are set for the person who will sit there.',
    image: '/uploads/catalogue/carpentry/study-table.svg',
  },
  {
    name: 'Kitchen Trolley',
    description:
      'Stainless-steel baskets, cutlery trays and pull-outs fitted into kitchen cabinets on full-extension channels, so nothing gets lost at the back of a shelf.',
    image: '/uploads/catalogue/carpentry/kitchen-trolley.svg',
  },
  {
    name: 'Crockery Storage Unit',
    description:
      'Dining-room crockery units with glass display shutters, lit shelves and closed drawers for everyday cutlery and table linen.',
    image: '/uploads/catalogue/carpentry/crockery-storage-unit.svg',
  },
  {
    name: 'Loft Storage',
    description:
      'Overhead lofts above wardrobes, passages and kitchens for suitcases and seasonal items, with shutters that line up with the units below.',
    image: '/uploads/catalogue/carpentry/loft-storage.svg',
  },
  {
    name: 'Wall Paneling – Full Finished',
    description:
      'Wall paneling finished edge to edge in a single veneer, laminate or fluted profile, for a seamless feature wall behind a bed or sofa.',
    image: '/uploads/catalogue/carpentry/wall-paneling-full-finished.svg',
  },
  {
    name: 'Wall Paneling – Combo Finished',
    description:
      'Paneling that combines two finishes, such as veneer with fabric, mirror strips or a painted recess, to frame a TV, a headboard or artwork.',
    image: '/uploads/catalogue/carpentry/wall-paneling-combo-finished.svg',
  },
  {
    name: 'Column Paneling – Full Finished',
    description:
      'Columns cladded on all sides in one material, turning an awkward structural element into a clean, deliberate part of the room.',
    image: '/uploads/catalogue/carpentry/column-paneling-full-finished.svg',
  },
  {
    name: 'Column Paneling – Combo Finished',
    description:
      'Column cladding that mixes wood with metal trims, mirror or backlit panels, often used in lobbies, showrooms and restaurants.',
    image: '/uploads/catalogue/carpentry/column-paneling-combo-finished.svg',
  },
  {
    name: 'Main Door with Frame',
    description:
      'Solid-core main doors on hardwood frames with veneer or laminate skins, brass or steel hardware and provision for a digital lock.',
    image: '/uploads/catalogue/carpentry/main-door-with-frame.svg',
  },
  {
    name: 'Internal Door with Frame',
    description:
      'Flush doors for bedrooms and bathrooms on termite-treated frames, with waterproof cores where they face a wet area.',
    image: '/uploads/catalogue/carpentry/internal-door-with-frame.svg',
  },
  {
    name: 'CNC Cutting Door',
    description:
      'Doors with CNC-routed patterns, jaali work or grooves, popular for pooja rooms and partitions where light and air should pass through.',
    image: '/uploads/catalogue/carpentry/cnc-cutting-door.svg',
  },
  {
    name: 'Wall Shelf',
    description:
      'Floating shelves on concealed brackets for books, plants and display, sized and fixed to carry real weight, not just decor.',
    image: '/uploads/catalogue/carpentry/wall-shelf.svg',
  },
  {
    name: 'Wooden Ceiling',
    description:
      'Slatted or panelled ceilings in veneer or laminate that add warmth to living rooms, terraces and reception areas, with access panels for lights and wiring.',
    image: '/uploads/catalogue/carpentry/wooden-ceiling.svg',
  },
  {
    name: 'Planter',
    description:
      'Built-in planters with waterproof liners and drainage for balconies, terraces and indoor dividers, in marine plywood with a durable finish.',
    image: '/uploads/catalogue/carpentry/planter.svg',
  },
  {
    name: 'Window Seating',
    description:
      'Cushioned seats built into window bays with storage drawers underneath, a favourite reading corner in bedrooms and kids’ rooms.',
    image: '/uploads/catalogue/carpentry/window-seating.svg',
  },
  {
    name: 'Acoustic Paneling',
    description:
      'Slatted wood panels over acoustic felt or perforated boards that soften echo in home theatres, boardrooms and studios.',
    image: '/uploads/catalogue/carpentry/acoustic-paneling.svg',
  },
];

const MODULAR_ITEMS: CatalogueItem[] = CARPENTRY_ITEMS.map((item) => ({
  ...item,
  image: item.image.replace('/catalogue/carpentry/', '/catalogue/modular/'),
}));

export const CARPENTRY: CatalogueCategory = {
  title: 'Carpentry Work',
  banner: '/uploads/headers/carpentry.svg',
  intro:
    'Our carpenters build on site and in our Satpur workshop using branded BWP and MR-grade plywood, machine edge-banding and named hardware. Every piece is drawn before it is made, so you know its size, finish and fittings in advance.',
  items: CARPENTRY_ITEMS,
};

export const MODULAR: CatalogueCategory = {
  title: 'Modular Work',
  banner: '/uploads/headers/modular.svg',
  intro:
    'Modular furniture is made in our workshop on CNC panel saws and edge-banders while your site is still being prepared, then assembled at home in days rather than weeks. Factory precision means straight lines, tight joints and shutters that stay aligned, with the same range of designs our carpenters build on site.',
  items: MODULAR_ITEMS,
};
