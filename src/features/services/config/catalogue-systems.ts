/** Fabricated systems of the catalogue: aluminium sections, toughened glass, solid surface. */
import type { CatalogueCategory } from './catalogue-category';

export const ALUMINIUM: CatalogueCategory = {
  title: 'Aluminium Work',
  banner: '/uploads/headers/aluminium.svg',
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
};

export const GLASS: CatalogueCategory = {
  title: 'Glass Work',
  banner: '/uploads/headers/glass.svg',
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
};

export const CORIAN: CatalogueCategory = {
  title: 'Corian Work',
  banner: '/uploads/headers/corian.svg',
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
};
