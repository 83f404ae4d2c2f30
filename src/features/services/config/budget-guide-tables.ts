/**
 * The tables of the budget guide: what each room of the reference 3BHK needs, how to choose materials,
 * and the costs that sit outside the per-square-foot rate. Prose lives in `budget-guide.ts`.
 */

export interface RoomScope {
  room: string;
  /** Carpet size as a reader measures it on site, e.g. `12 ft × 14 ft`. */
  size: string;
  scope: string;
  materials: string;
}

export interface MaterialAdvice {
  item: string;
  /** What we recommend when the budget is tight. */
  value: string;
  /** What changes when the budget allows a premium finish. */
  premium: string;
  advice: string;
}

export interface IndirectExpense {
  item: string;
  /** A typical figure or share, as a planning guide rather than a quotation. */
  typical: string;
  note: string;
}

export const ROOM_SCOPES: RoomScope[] = [
  {
    room: 'Foyer and passage',
    size: '5 ft × 8 ft',
    scope: 'Shoe cabinet with a seat, a mirror panel, a small gypsum ceiling with spotlights, and a key and letter shelf.',
    materials: 'Laminate shutters that wipe clean; a ventilated shoe cabinet with perforated back panels.',
  },
  {
    room: 'Living room',
    size: '12 ft × 16 ft',
    scope:
      'TV unit with wall paneling, a cove-lit gypsum ceiling, a sofa or sofa-back console, curtains and rods, and a feature wall in texture or veneer.',
    materials:
      'Veneer or fluted laminate for the TV wall, a washable emulsion elsewhere; plan the ceiling lighting before the sofa position is fixed.',
  },
  {
    room: 'Dining area',
    size: '10 ft × 10 ft',
    scope: 'Crockery unit with a display section, a pendant light over the table, and a peripheral gypsum ceiling.',
    materials: 'Back-painted glass or fluted glass for display shutters; a dining top in quartz or toughened glass.',
  },
  {
    room: 'Kitchen',
    size: '8 ft × 10 ft',
    scope:
      'Modular base and wall units, a tall unit, baskets and a cutlery tray, a chimney and hob, a granite or quartz platform, and a dado in tiles.',
    materials:
      'BWP plywood for every carcass under the sink and hob, acrylic or laminate shutters, stainless-steel baskets and soft-close channels.',
  },
  {
    room: 'Master bedroom',
    size: '12 ft × 14 ft',
    scope:
      'Sliding wardrobe with a loft, a bed with hydraulic storage, side tables, a headboard panel, a study or dressing corner, and a cove ceiling.',
    materials: 'Laminate or lacquered-glass wardrobe shutters; a fabric or veneer headboard; warm 3000 K lighting.',
  },
  {
    room: 'Second bedroom',
    size: '11 ft × 12 ft',
    scope: 'Hinged wardrobe with a loft, a bed with storage, a study table with shelves, and a plain gypsum ceiling.',
    materials: 'MR-grade plywood is enough for dry-area furniture; choose matt laminates that hide fingerprints.',
  },
  {
    room: 'Third bedroom or study',
    size: '10 ft × 11 ft',
    scope: 'Wardrobe, a bed or sofa-cum-bed, a work-from-home desk with cable management and a window seat with drawers.',
    materials: 'Keep the palette light to make the room feel larger; add a pin-board or writable panel for children.',
  },
  {
    room: 'Bathrooms (two)',
    size: '5 ft × 8 ft and 5 ft × 7 ft',
    scope: 'Vanity unit, mirror cabinet, shower glass partition, an exhaust point, and a grid or PVC ceiling where needed.',
    materials: 'Waterproof boards or solid surface for vanities, toughened glass for the shower, anti-skid floor tiles.',
  },
  {
    room: 'Balcony',
    size: '4 ft × 10 ft',
    scope: 'Wooden-finish flooring tiles, a planter, a wall-mounted drying rack and one or two outdoor lights.',
    materials: 'Outdoor-grade planters with liners; skip wood and MDF here, monsoon rain reaches every balcony.',
  },
];

export const MATERIAL_ADVICE: MaterialAdvice[] = [
  {
    item: 'Board for carcasses',
    value: 'MR-grade plywood in dry areas, BWP plywood in the kitchen and bathrooms',
    premium: 'BWP plywood throughout, or marine plywood near water',
    advice:
      'Never save on the board under the kitchen sink: it is the one part of the house that gets wet every day.',
  },
  {
    item: 'Shutter finish',
    value: '1 mm laminate in matt or suede textures',
    premium: 'Acrylic, PU lacquer or natural veneer',
    advice: 'Mix finishes: a premium finish on the surfaces you see first, laminate inside wardrobes and on lofts.',
  },
  {
    item: 'Hardware',
    value: 'Branded soft-close hinges and telescopic channels',
    premium: 'Tandem boxes, lift-up systems and corner carousels',
    advice: 'Hardware is used thousands of times a year; buy a brand with a written warranty before upgrading anything else.',
  },
  {
    item: 'False ceiling',
    value: 'Gypsum board on a galvanised frame, plain with a peripheral cove',
    premium: 'Layered ceilings with profile lights, wooden slats or acoustic panels',
    advice: 'Fix the furniture layout first, so lights fall over the table, the bed and the counter rather than the floor.',
  },
  {
    item: 'Paint',
    value: 'Washable emulsion over two coats of putty',
    premium: 'Textures, metallic finishes or wallpaper on one feature wall',
    advice: 'One well-placed feature wall gives more impact than textures in every room, at a fraction of the cost.',
  },
  {
    item: 'Flooring',
    value: 'Large-format vitrified tiles (600 × 1200 mm)',
    premium: 'Italian marble, engineered wood or luxury vinyl in bedrooms',
    advice: 'If the builder’s tiles are sound, keep them and spend the difference on storage you use every day.',
  },
  {
    item: 'Countertops',
    value: 'Granite for the kitchen platform',
    premium: 'Quartz or Corian with an integrated sink',
    advice: 'Choose a countertop for how it is cleaned, not only for how it looks in the showroom.',
  },
];

export const INDIRECT_EXPENSES: IndirectExpense[] = [
  {
    item: 'Design fees',
    typical: '5–10% of the project value',
    note: 'Often included in turnkey quotations; ask whether 3D views, working drawings and site visits are part of it.',
  },
  {
    item: 'GST',
    typical: '18% on works contracts',
    note: 'Check whether the quotation is inclusive or exclusive of GST; on a ₹16 lakh interior it is close to ₹3 lakh.',
  },
  {
    item: 'Transport and loading',
    typical: '1–2% of the project value',
    note: 'Higher for upper floors without a goods lift, or for sites outside city limits.',
  },
  {
    item: 'Debris removal',
    typical: '₹8,000–25,000 for an apartment',
    note: 'Societies usually insist that debris leaves the same day; plan for a few trips, not one.',
  },
  {
    item: 'Society deposits and permissions',
    typical: '₹10,000–50,000, mostly refundable',
    note: 'Refundable against damage to the lift and common areas; read the society’s rules on working hours first.',
  },
  {
    item: 'Electrical upgrades',
    typical: '₹40,000–1,20,000',
    note: 'Extra points, a new distribution board or heavier wiring for air conditioners and the kitchen.',
  },
  {
    item: 'Plumbing upgrades',
    typical: '₹25,000–80,000',
    note: 'Moving a sink, adding a water purifier point or replacing old concealed lines before tiling.',
  },
  {
    item: 'Appliances and loose furniture',
    typical: 'As chosen',
    note: 'Chimney, hob, air conditioners, mattresses and dining chairs are usually outside an interior quotation.',
  },
  {
    item: 'Temporary accommodation and storage',
    typical: 'Rent for 6–10 weeks',
    note: 'If you are renovating a home you live in, budget for a short stay elsewhere during the dusty trades.',
  },
  {
    item: 'Contingency',
    typical: '5–10% of the budget',
    note: 'For upgrades chosen halfway through and surprises behind old walls. Unused contingency is a pleasant surprise.',
  },
];
