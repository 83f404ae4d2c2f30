/**
 * The fixed service catalogues of SPEC "Static service catalogue screens". Item names follow the spec;
 * images are API-host paths (show them with `mediaUrl`), drawn by `scripts/generate-media.mjs`.
 */
export interface CatalogueItem {
  name: string;
  description: string;
  image: string;
}

export interface CatalogueCategory {
  title: string;
  intro: string;
  items: readonly CatalogueItem[];
}

export type CatalogueKey =
  | 'gypsum'
  | 'painting'
  | 'aluminium'
  | 'glass'
  | 'flooring'
  | 'corian'
  | 'carpentry'
  | 'modular';

const CARPENTRY_ITEMS: readonly CatalogueItem[] = [
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

export const CATALOGUE: Record<CatalogueKey, CatalogueCategory> = {
  gypsum: {
    title: 'Gypsum Work',
    intro:
      'Gypsum is fast, clean and fire-resistant, which makes it our first choice for ceilings and dry partitions in homes and offices. We use branded boards on galvanised steel framing, tape and finish every joint by hand, and coordinate lighting cut-outs with your electrician before boarding.',
    items: [
      {
        name: 'Gypsum Wall Partition',
        description:
          'Dry partitions of gypsum board on steel studs that divide a room in a day or two, without the weight, water and mess of brickwork.',
        image: '/uploads/catalogue/gypsum/gypsum-wall-partition.svg',
      },
      {
        name: 'Gypsum Ceiling',
        description:
          'Plain, stepped and cove-lit false ceilings that hide beams, ducts and wiring, and give every room clean lines for lighting.',
        image: '/uploads/catalogue/gypsum/gypsum-ceiling.svg',
      },
      {
        name: 'Gypsum Plaster',
        description:
          'Machine-applied or hand-applied gypsum plaster over brick and block walls for a smooth, crack-resistant base that needs less putty before painting.',
        image: '/uploads/catalogue/gypsum/gypsum-plaster.svg',
      },
      {
        name: 'GypsumWall Paneling',
        description:
          'Gypsum-based wall panels with grooves, mouldings or recessed lighting that give a paneled look at a lower cost than wood.',
        image: '/uploads/catalogue/gypsum/gypsum-wall-paneling.svg',
      },
      {
        name: 'Acoustic Partition',
        description:
          'Double-boarded partitions with mineral wool in the cavity, for cabins, conference rooms and bedrooms that need real sound privacy.',
        image: '/uploads/catalogue/gypsum/acoustic-partition.svg',
      },
      {
        name: 'Acoustic Ceiling',
        description:
          'Perforated gypsum and mineral-fibre ceilings that absorb echo in offices, classrooms, banquet halls and home theatres.',
        image: '/uploads/catalogue/gypsum/acoustic-ceiling.svg',
      },
      {
        name: 'Metal ceiling',
        description:
          'Aluminium and galvanised-steel baffle, strip and tile ceilings for showrooms, lobbies and wet areas where moisture rules out board.',
        image: '/uploads/catalogue/gypsum/metal-ceiling.svg',
      },
      {
        name: 'Grid ceiling',
        description:
          'Exposed or concealed 600 × 600 grid ceilings with removable tiles, the practical choice for offices where AC and cabling need regular access.',
        image: '/uploads/catalogue/gypsum/grid-ceiling.svg',
      },
    ],
  },
  painting: {
    title: 'All Type Painting Work',
    intro:
      'From a single bedroom repaint to the exterior of a housing society, our painters prepare surfaces properly before the first coat: scraping, crack filling, putty and primer. We use branded paints in the exact shade you approved, cover floors and furniture, and leave the site clean every evening.',
    items: [
      {
        name: 'Internal Wall Painting',
        description:
          'Emulsion, lustre and washable finishes for living rooms, bedrooms and offices, applied over properly sanded putty for an even sheen.',
        image: '/uploads/catalogue/painting/internal-wall-painting.svg',
      },
      {
        name: 'External Wall Painting',
        description:
          'Weather-proof exterior coatings with crack-bridging primers that stand up to the Nashik monsoon and summer sun.',
        image: '/uploads/catalogue/painting/external-wall-painting.svg',
      },
      {
        name: 'Oilpaint',
        description:
          'Oil-based paint for grills, gates, railings and old wooden surfaces that need a tough, glossy, easy-to-wipe coat.',
        image: '/uploads/catalogue/painting/oilpaint.svg',
      },
      {
        name: 'Polish',
        description:
          'Hand-rubbed melamine and French polish that brings out the grain of teak and veneer furniture, doors and paneling.',
        image: '/uploads/catalogue/painting/polish.svg',
      },
      {
        name: 'Spray Polish',
        description:
          'PU and melamine polish applied by spray gun for a uniform matt or high-gloss finish on large veneer surfaces and shutters.',
        image: '/uploads/catalogue/painting/spray-polish.svg',
      },
      {
        name: 'Deco',
        description:
          'Decorative paint effects such as metallic, marble, suede and stencil finishes for feature walls, temples and reception areas.',
        image: '/uploads/catalogue/painting/deco.svg',
      },
      {
        name: 'Spray Painting',
        description:
          'Airless spray painting for ceilings, large halls and industrial sheds, faster than rollers and free of brush marks.',
        image: '/uploads/catalogue/painting/spray-painting.svg',
      },
      {
        name: 'All Type Texture',
        description:
          'Roller, trowel and stone-finish textures for interior and exterior walls, from a subtle sand finish to bold patterns.',
        image: '/uploads/catalogue/painting/all-type-texture.svg',
      },
      {
        name: 'Wall Paper',
        description:
          'Supply and installation of vinyl, fabric-backed and custom-printed wallpapers, with wall preparation for a bubble-free finish.',
        image: '/uploads/catalogue/painting/wall-paper.svg',
      },
      {
        name: 'Enamel Paint',
        description:
          'Synthetic enamel for doors, windows and metal work, giving a hard, glossy and moisture-resistant surface.',
        image: '/uploads/catalogue/painting/enamel-paint.svg',
      },
    ],
  },
  aluminium: {
    title: 'Aluminium Work',
    intro:
      'Aluminium sections are light, rust-free and need almost no maintenance, which suits windows, doors and office partitions across Maharashtra’s humid monsoon. We fabricate from branded sections in powder-coated or anodised finishes, with EPDM gaskets and stainless-steel fasteners.',
    items: [
      {
        name: 'Sliding Window (2, 3 or 4 Track)',
        description:
          'Sliding windows in two, three or four tracks, with a mosquito-mesh shutter on the extra track and rollers that glide quietly for years.',
        image: '/uploads/catalogue/aluminium/sliding-window.svg',
      },
      {
        name: 'Openable Window (Horizontal or Vertical)',
        description:
          'Casement and top-hung windows that open fully for ventilation, with friction stays and multi-point locking.',
        image: '/uploads/catalogue/aluminium/openable-window.svg',
      },
      {
        name: 'Fix Window',
        description:
          'Fixed glazing for large views and light where no ventilation is needed, often combined with openable panels beside it.',
        image: '/uploads/catalogue/aluminium/fix-window.svg',
      },
      {
        name: 'Sliding Door (2, 3 or 4 Track)',
        description:
          'Balcony and terrace sliding doors in two to four tracks, with sturdy interlocks, mesh shutters and secure locks.',
        image: '/uploads/catalogue/aluminium/sliding-door-track.svg',
      },
      {
        name: 'Sliding Door (Soft Close or Sensor)',
        description:
          'Sliding doors with soft-close dampers or automatic sensor operation, for offices, clinics and shop fronts.',
        image: '/uploads/catalogue/aluminium/sliding-door-soft-close.svg',
      },
      {
        name: 'Louvers and Ventilators',
        description:
          'Fixed and adjustable glass or aluminium louvers for bathrooms, stairwells and utility areas that need air without losing privacy.',
        image: '/uploads/catalogue/aluminium/louvers-and-ventilators.svg',
      },
      {
        name: 'Openable Door (Double or Single)',
        description:
          'Single and double-leaf hinged doors with glass or panel infill, door closers and floor stoppers for homes and offices.',
        image: '/uploads/catalogue/aluminium/openable-door.svg',
      },
      {
        name: 'Full-Height Partition',
        description:
          'Floor-to-ceiling office partitions with glass, particle board, ACP or plywood infill, for cabins and meeting rooms.',
        image: '/uploads/catalogue/aluminium/full-height-partition.svg',
      },
      {
        name: 'Half-Height Partition',
        description:
          'Workstation and counter partitions at desk or shoulder height, with glass, particle board, ACP or plywood infill.',
        image: '/uploads/catalogue/aluminium/half-height-partition.svg',
      },
    ],
  },
  glass: {
    title: 'Glass Work',
    intro:
      'Toughened and laminated glass opens up a space without giving up separation. We measure on site, have the glass processed to size with polished edges, and fit it with stainless-steel hardware rated for the weight of each panel.',
    items: [
      {
        name: 'Glass Door (Sliding and Openable)',
        description:
          'Frameless sliding and hinged doors in 10–12 mm toughened glass, with patch fittings, floor springs or top tracks.',
        image: '/uploads/catalogue/glass/glass-door.svg',
      },
      {
        name: 'Glass Partition for Bathroom',
        description:
          'Shower enclosures and wet-dry separators in toughened glass with water-seal profiles that keep the rest of the bathroom dry.',
        image: '/uploads/catalogue/glass/glass-partition-bathroom.svg',
      },
      {
        name: 'Glass Partition for Cabin',
        description:
          'Clear, frosted or film-printed glass cabins that give managers privacy while keeping the office open and full of light.',
        image: '/uploads/catalogue/glass/glass-partition-cabin.svg',
      },
      {
        name: 'Partition for Counter',
        description:
          'Glass screens for reception, billing and pharmacy counters, with speaking holes and a pass-through slot where needed.',
        image: '/uploads/catalogue/glass/partition-for-counter.svg',
      },
      {
        name: 'Table Top',
        description:
          'Toughened glass tops for dining, coffee and conference tables, in clear, back-painted or frosted finishes with polished edges.',
        image: '/uploads/catalogue/glass/table-top.svg',
      },
      {
        name: 'Glass Railing',
        description:
          'Staircase and balcony railings in laminated toughened glass with steel or aluminium shoe channels and handrails.',
        image: '/uploads/catalogue/glass/glass-railing.svg',
      },
    ],
  },
  flooring: {
    title: 'Flooring Work',
    intro:
      'A floor is the one surface you touch all day, so we take levels, slopes and joints seriously. Our teams lay stone, tile, vinyl and wood on a properly prepared base, with spacers, levelling clips and the right adhesive for each material.',
    items: [
      {
        name: 'Tile, Marble and Granite Work',
        description:
          'Vitrified tiles, Indian and imported marble and granite for floors, staircases and kitchen platforms, laid true to level with matched joints.',
        image: '/uploads/catalogue/flooring/tile-marble-granite.svg',
      },
      {
        name: 'Vinyl Flooring',
        description:
          'Vinyl planks and sheet flooring for offices, clinics and bedrooms: quiet underfoot, water-resistant and quick to install over existing tile.',
        image: '/uploads/catalogue/flooring/vinyl-flooring.svg',
      },
      {
        name: 'Wooden Flooring',
        description:
          'Engineered and laminate wooden floors on acoustic underlay, with skirting and transition profiles that finish every edge.',
        image: '/uploads/catalogue/flooring/wooden-flooring.svg',
      },
      {
        name: 'Gypsum Wall Paneling',
        description:
          'Gypsum paneling that carries the floor’s lines up the wall, used to frame beds, TV walls and reception backdrops.',
        image: '/uploads/catalogue/flooring/gypsum-wall-paneling.svg',
      },
    ],
  },
  corian: {
    title: 'Corian Work',
    intro:
      'Corian and similar solid surfaces are non-porous, repairable and can be joined without visible seams, which makes them ideal for kitchens, clinics and reception counters. Our workshop cuts, thermoforms and polishes solid surface in-house, so curves and inlays are made to your drawing.',
    items: [
      {
        name: 'Table Top',
        description:
          'Seamless kitchen, vanity, dining and reception tops with integrated sinks and rounded edges that are easy to keep hygienic.',
        image: '/uploads/catalogue/corian/table-top.svg',
      },
      {
        name: 'Wall Paneling',
        description:
          'Joint-free wall cladding for bathrooms, clinics and pooja rooms, with optional backlit translucent panels.',
        image: '/uploads/catalogue/corian/wall-paneling.svg',
      },
      {
        name: 'CNC Cutting Work',
        description:
          'CNC-routed jaali screens, engraved patterns, lettering and signage in solid surface, cut precisely from your artwork.',
        image: '/uploads/catalogue/corian/cnc-cutting-work.svg',
      },
    ],
  },
  carpentry: {
    title: 'Carpentry Work',
    intro:
      'Our carpenters build on site and in our Satpur workshop using branded BWP and MR-grade plywood, machine edge-banding and named hardware. Every piece is drawn before it is made, so you know its size, finish and fittings in advance.',
    items: CARPENTRY_ITEMS,
  },
  modular: {
    title: 'Modular Work',
    intro:
      'Modular furniture is made in our workshop on CNC panel saws and edge-banders while your site is still being prepared, then assembled at home in days rather than weeks. Factory precision means straight lines, tight joints and shutters that stay aligned, with the same range of designs our carpenters build on site.',
    items: CARPENTRY_ITEMS,
  },
};
