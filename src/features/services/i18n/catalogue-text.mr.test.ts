import { BUDGET_GUIDE } from '../config/budget-guide';
import { CATALOGUE } from '../config/catalogue';
import { PAINTING_SERVICES as painting } from '../config/painting-services';
import marathi from './catalogue-text.mr';

const texts = () => {
  const guide = BUDGET_GUIDE;
  return [
    guide.title,
    guide.lead,
    ...[...guide.sections, guide.closing].flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]),
    ...guide.tables.flatMap((table) => [table.heading, table.intro, table.caption, ...table.head, ...table.rows.flatMap((row) => row.cells)]),
  ];
};

describe('the catalogue and the budget guide in Marathi (issue 22)', () => {
  it('has every catalogue page’s and the painting page’s texts in Marathi', () => {
    const shown = [
      ...Object.values(CATALOGUE).flatMap((category) => [category.intro, ...category.items.flatMap((item) => [item.name, item.description])]),
      painting.heading,
      ...painting.intro,
      ...Object.values(painting.callToAction),
      painting.reasonsHeading,
      ...painting.reasons.flatMap((reason) => [reason.title, reason.text]),
      painting.offersHeading,
      ...painting.offers.flatMap((offer) => [offer.title, offer.text]),
    ];
    expect(shown.filter((text) => !(marathi as Record<string, string>)[text])).toEqual([]);
  });

  it('has every text with words in Marathi (a figure changed in config changes its text: translate it again)', () => {
    const words = texts().filter((text) => /[a-z]{2}/.test(text));
    expect(words.filter((text) => !(marathi as Record<string, string>)[text])).toEqual([]);
  });
});
