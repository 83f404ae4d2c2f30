/** Surface trades of the catalogue: ceilings and dry walls, paint, floors. */
import type { CatalogueCategory } from './catalogue-category';

export const GYPSUM: CatalogueCategory = {
  title: 'Gypsum Work',
  banner: '/uploads/headers/gypsum.svg',
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
};

export const PAINTING: CatalogueCategory = {
  title: 'All Type Painting Work',
  banner: '/uploads/headers/painting.svg',
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
};

export const FLOORING: CatalogueCategory = {
  title: 'Flooring Work',
  banner: '/uploads/headers/flooring.svg',
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
};
