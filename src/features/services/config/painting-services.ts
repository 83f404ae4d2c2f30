/**
 * Texts of the painting services page (docs/spec-fields.md, "Painting services page"). The phone number of the
 * call-to-action is the company's, from `COMPANY.phone`; only the wording lives here.
 */
export interface PaintingReason {
  title: string;
  text: string;
}

export interface PaintingOffer {
  title: string;
  text: string;
  image: string;
}

export interface PaintingServicesContent {
  heading: string;
  intro: readonly string[];
  callToAction: { heading: string; text: string; buttonLabel: string };
  reasonsHeading: string;
  reasons: readonly PaintingReason[];
  offersHeading: string;
  offers: readonly PaintingOffer[];
}

export const PAINTING_SERVICES: PaintingServicesContent = {
  heading: 'Safe Painting Services',
  intro: [
    'Painting a lived-in home should not mean weeks of dust, fumes and strangers you cannot reach. Our painters are on our own payroll, trained in surface preparation and safe work practices, and led by a supervisor who answers to you.',
    'Before we start, furniture is moved and wrapped, floors and switches are masked, and we agree on which rooms are worked on each day. We use low-odour, low-VOC paints for interiors, clean up every evening, and hand the house back ready to live in.',
  ],
  callToAction: {
    heading: 'Book a free site visit',
    text: 'Call us and a painting supervisor will visit, check the walls for damp and cracks, and give you a written quotation with the brand, shade and number of coats.',
    buttonLabel: 'Call now',
  },
  reasonsHeading: 'Why choose our painting service',
  reasons: [
    {
      title: 'Trained Professional',
      text: 'Our painters are trained on surface preparation, paint systems and finishing, and work in our uniform with their ID on.',
    },
    {
      title: 'Technical Site Evaluation',
      text: 'We check moisture levels, cracks and old paint before quoting, so the system we recommend suits your walls rather than a standard package.',
    },
    {
      title: 'Personalized Colour Consultation',
      text: 'A designer helps you choose shades with large sample patches on your own walls, seen in daylight and under your lights.',
    },
    {
      title: 'Stringent Safety Protocol',
      text: 'Ladders and scaffolds are inspected, electrical points are isolated and covered, and children and pets are kept away from wet surfaces.',
    },
    {
      title: 'Supervised Painting',
      text: 'A supervisor checks every stage, from putty to final coat, and walks the finished rooms with you before we leave.',
    },
    {
      title: 'Mechanized Tools',
      text: 'Sanding machines with dust extraction and airless sprayers give a smoother finish in less time, with far less dust in your home.',
    },
  ],
  offersHeading: 'Services we offer',
  offers: [
    {
      title: 'Wall Textures',
      text: 'Roller, trowel and stone-effect textures that add depth to a feature wall or hide the flaws of an old exterior.',
      image: '/uploads/painting/wall-textures.svg',
    },
    {
      title: 'Wallpapers',
      text: 'Designer and custom-printed wallpapers installed on a properly prepared wall, with patterns matched at every joint.',
      image: '/uploads/painting/wallpapers.svg',
    },
    {
      title: 'Waterproofing',
      text: 'Terrace, bathroom and external-wall waterproofing with crack treatment and elastomeric coatings, backed by a written warranty.',
      image: '/uploads/painting/waterproofing.svg',
    },
    {
      title: 'Wood Finishes',
      text: 'Melamine, PU and natural-oil finishes for doors, furniture and paneling that protect the wood and bring out its grain.',
      image: '/uploads/painting/wood-finishes.svg',
    },
  ],
};
