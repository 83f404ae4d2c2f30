/**
 * The budget guide article (docs/spec-fields.md, "Budget guide"): how to estimate the cost of an interior. The rupee
 * figures in the text are computed from `RATES` and `REFERENCE_HOME`, so the prose, the tables and
 * the estimator cannot drift apart.
 */
import { INDIRECT_EXPENSES, MATERIAL_ADVICE, ROOM_SCOPES } from './budget-guide-tables';
import type { IndirectExpense, MaterialAdvice, RoomScope } from './budget-guide-tables';
import { groupIndian } from '@/shared/lib/indian-number';

export type { IndirectExpense, MaterialAdvice, RoomScope } from './budget-guide-tables';

/** Rupees per sq ft of carpet area for a complete interior. */
export const RATES = {
  standard: { low: 1550, high: 1650 },
  premium: { low: 2000, high: 2300 },
  lowerExample: 1400,
} as const;

/** The estimator's banner (1600 × 500), an API-host path; here so the media script finds it. */
export const ESTIMATE_BANNER = '/uploads/headers/estimate.svg';

export const REFERENCE_HOME = { type: '3BHK', carpetArea: 1050 } as const;

export interface GuideSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** A table of the guide, ready to show: a heading per column, and each row's cells (the first names the row). */
export interface GuideTable {
  id: string;
  heading: string;
  intro: string;
  caption: string;
  head: string[];
  rows: { key: string; cells: string[] }[];
  /** Columns (by index) whose cells never wrap, e.g. a size. */
  noWrap?: number[];
}

export interface BudgetGuide {
  title: string;
  /** The banner behind the title (1600 × 500), an API-host path. */
  banner: string;
  lead: string;
  sections: GuideSection[];
  /** The scope of work by room, the material choices, the indirect expenses. */
  tables: GuideTable[];
  closing: GuideSection;
}

/** A table's head and rows from typed records: one column per `[heading, field]`; the first field names and keys the row. */
function columnsOf<T>(records: T[], columns: Array<[heading: string, field: keyof T]>): Pick<GuideTable, 'head' | 'rows'> {
  return {
    head: columns.map(([heading]) => heading),
    rows: records.map((record) => ({ key: String(record[columns[0][1]]), cells: columns.map(([, field]) => String(record[field])) })),
  };
}

const LAKH = 100_000;
const rupees = (value: number) => `₹${groupIndian(value)}`;
const lakh = (rate: number) => (rate * REFERENCE_HOME.carpetArea) / LAKH;
const lakhText = (value: number) => value.toFixed(1);

const area = `${groupIndian(REFERENCE_HOME.carpetArea)} sq ft`;
const home = REFERENCE_HOME.type;
const standardRange = `${rupees(RATES.standard.low)}–${groupIndian(RATES.standard.high)} per sq ft`;
const standardLakh = `₹${lakhText(lakh(RATES.standard.low))}–${lakhText(lakh(RATES.standard.high))} lakh`;
const lowerLakh = `₹${lakhText(lakh(RATES.lowerExample))} lakh`;
const premiumLakh = `₹${lakhText(lakh(RATES.premium.low))}–${lakhText(lakh(RATES.premium.high))} lakh`;

export const BUDGET_GUIDE: BudgetGuide = {
  title: 'Interior Design Budget Guide',
  banner: '/uploads/headers/budget.svg',
  lead: `How much will the interior of your home cost? The honest answer is "it depends", but it depends on a handful of things you can understand and control. This guide walks through them, using a ${area} ${home} in Nashik as the example.`,
  sections: [
    {
      id: 'starting-point',
      heading: 'Start with a per-square-foot figure',
      paragraphs: [
        `For a complete interior in a standard finish (modular kitchen, wardrobes, false ceilings, painting, electrical changes, curtains and a few loose pieces) our projects currently start at about ${standardRange} of carpet area. The figure covers design, material, labour and installation, and it is the quickest way to check whether a plan fits your savings.`,
        `Carpet area is the usable floor inside the walls, not the super built-up area on your sale deed. A flat sold as 1,400 sq ft super built-up often has a carpet area close to ${area}, so always measure, or ask us to measure, before you multiply.`,
        `Per-square-foot rates are an average. A kitchen costs far more per square foot than a bedroom, and a passage costs almost nothing; the rate only works when it is applied to the whole home.`,
      ],
    },
    {
      id: 'reference-home',
      heading: `What a ${area} ${home} costs`,
      paragraphs: [
        `Multiply the carpet area by the rate: ${area} at ${standardRange} comes to about ${standardLakh} for a complete standard interior. That is the range most of our ${home} clients in Nashik land in.`,
        `A tighter scope brings the figure down. At ${rupees(RATES.lowerExample)} per sq ft, for example by keeping the builder's flooring and limiting false ceilings to the living room and master bedroom, the same home costs about ${lowerLakh}.`,
        `A premium finish (acrylic or PU kitchen shutters, veneer paneling, layered ceilings with designer lighting, and wooden flooring in the bedrooms) takes the same home to about ${premiumLakh}, comfortably above ₹20 lakh.`,
      ],
    },
    {
      id: 'what-moves-the-number',
      heading: 'What moves the number',
      paragraphs: [
        'Four decisions account for most of the difference between two quotations for the same flat. Settle them early and the rest of the budget becomes predictable.',
      ],
      list: [
        'Scope: how many rooms get full carpentry, and whether ceilings, flooring and electrical work are included.',
        'Shutter and surface finishes: laminate, acrylic, PU lacquer and veneer differ by a factor of two or three.',
        'Hardware: basic hinges and channels versus soft-close systems, tandem drawers and kitchen accessories.',
        'Changes after work starts: moving a wall, a window or a plumbing line halfway through costs more than planning it on paper.',
      ],
    },
    {
      id: 'how-to-estimate',
      heading: 'A simple way to estimate your own home',
      paragraphs: [
        'You do not need a quotation to build a first estimate. Work through these steps with a tape measure and a notebook, and you will be within ten to fifteen percent of a real figure.',
      ],
      list: [
        'Measure the carpet area of every room, and add them up.',
        `Multiply the total by ${standardRange} for a complete standard interior.`,
        'Take off the rooms or trades you do not need, such as flooring you will keep or a ceiling you will leave plain.',
        'Decide where a premium finish matters to you, usually the kitchen and the living-room wall, and add the difference for those rooms only.',
        'Add the indirect expenses listed below, and keep a contingency of five to ten percent.',
      ],
    },
  ],
  tables: [
    {
      id: 'scope-of-work',
      heading: `Scope of work, room by room (${area} ${home})`,
      intro:
        'The table shows what a complete interior usually includes in each room of our reference home, with the sizes we planned for and the materials we recommend. Your rooms will differ a little; the scope usually does not.',
      caption: 'Scope of work by room',
      ...columnsOf<RoomScope>(ROOM_SCOPES, [['Room', 'room'], ['Size', 'size'], ['Scope of work', 'scope'], ['Materials', 'materials']]),
      noWrap: [1],
    },
    {
      id: 'materials',
      heading: 'Choosing materials without overspending',
      intro:
        'Material choices decide both the look and the life of an interior. Spend on what is used every day and what is expensive to replace, and save on surfaces that are rarely touched.',
      caption: 'Material selection',
      ...columnsOf<MaterialAdvice>(MATERIAL_ADVICE, [['Item', 'item'], ['Value choice', 'value'], ['Premium choice', 'premium'], ['Our advice', 'advice']]),
    },
    {
      id: 'indirect-expenses',
      heading: 'Indirect expenses to plan for',
      intro:
        'These costs rarely appear in a per-square-foot figure, but they are real. Listing them now avoids an uncomfortable conversation later.',
      caption: 'Indirect expenses',
      ...columnsOf<IndirectExpense>(INDIRECT_EXPENSES, [['Expense', 'item'], ['Typical figure', 'typical'], ['Note', 'note']]),
    },
  ],
  closing: {
    id: 'next-step',
    heading: 'From estimate to quotation',
    paragraphs: [
      'An estimate tells you whether a plan is realistic; a quotation tells you exactly what you will get. Ours lists every item with its size, material, brand and rate, so you can see where the money goes and change one line without reworking the whole budget.',
      'Bring your floor plan and your estimate to either of our offices, or ask for a site visit. We will measure, listen to how you live, and return with a layout and an itemised quotation you can compare line by line.',
    ],
  },
};
