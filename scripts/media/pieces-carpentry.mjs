/**
 * Catalogue pieces for carpentry and modular work, drawn front-on in centimetres around the floor
 * point of the back wall (y up is negative). `L` is the width of the wall they stand against.
 */
import { circle, g, line, path, rect } from './svg.mjs';
import { armchair, kitchenRun, plant, sofa, tvWall, wardrobe } from './furniture-home.mjs';
import { officeChair, swatches } from './furniture-work.mjs';
import { darken, lighten } from './palette.mjs';

const handle = (x, y, pal, h = 40) => rect(x, y, 2.5, h, { fill: pal.brass });

export const slidingWardrobe = (pal, rand) => {
  const finish = rand.pick([pal.wood, pal.linen, pal.sage]);
  return g(
    {},
    rect(-150, -290, 300, 290, { fill: darken(finish, 0.25) }),
    rect(-146, -286, 292, 50, { fill: lighten(finish, 0.05) }),
    rect(-146, -232, 150, 226, { fill: finish }),
    rect(-4, -232, 150, 226, { fill: '#cfd8d8', opacity: 0.9 }),
    path('M10 -220 L60 -220 L10 -150 Z', { fill: '#ffffff', opacity: 0.45 }),
    line(-150, -234, 150, -234, { stroke: pal.charcoal, 'stroke-width': 3 }),
    handle(-12, -150, pal, 60),
    handle(6, -150, pal, 60),
  );
};

export const hingedWardrobe = (pal, rand) => wardrobe(pal, rand, 280, 290);

export const tvUnit = (pal, rand) => tvWall(pal, rand, 300);

export const sofaSet = (pal, rand) => g({}, sofa(pal, rand, 230), g({ transform: 'translate(-175 0)' }, armchair(pal, 80)), g({ transform: 'translate(175 0)' }, armchair(pal, 80)));

export const studyTable = (pal) =>
  g(
    {},
    [0, 1, 2].map((i) => rect(-110, -230 + i * 40, 220, 5, { fill: pal.wood })),
    swatches([[-100, -250, 30, 20, pal.accent], [-60, -212, 40, 17, pal.sage], [30, -175, 24, 20, pal.brass]]),
    rect(-120, -78, 240, 6, { fill: pal.wood }),
    rect(40, -72, 76, 72, { fill: darken(pal.wood, 0.12) }),
    [0, 1, 2].map((i) => line(44, -48 + i * 24, 112, -48 + i * 24, { stroke: pal.woodDark })),
    rect(-116, -72, 5, 72, { fill: pal.woodDark }),
    rect(-40, -120, 50, 34, { rx: 2, fill: pal.charcoal }),
    g({ transform: 'translate(-40 18)' }, officeChair(pal)),
  );

/** A kitchen base unit with its baskets pulled out. */
export const kitchenTrolley = (pal, rand) => {
  const steel = '#a9aeb0';
  const basket = (y) => g({}, rect(-60, y, 120, 24, { fill: 'none', stroke: steel, 'stroke-width': 2 }), [1, 2, 3, 4, 5].map((i) => line(-60 + i * 20, y, -60 + i * 20, y + 24, { stroke: steel })));
  return g(
    {},
    rect(-160, -150, 320, 60, { fill: lighten(pal.linen, 0.3) }),
    kitchenRun(pal, rand, 320),
    rect(-64, -82, 128, 74, { fill: darken(pal.charcoal, 0.2) }),
    basket(-78),
    basket(-44),
    rect(-70, -88, 140, 8, { fill: pal.feature }),
  );
};

export const crockeryUnit = (pal) => {
  const glass = (x) => g(
    {},
    rect(x, -230, 70, 130, { fill: '#cfd8d8', opacity: 0.8 }),
    [0, 1, 2].map((i) => rect(x + 8, -200 + i * 40, 54, 3, { fill: pal.glow })),
    circle(x + 35, -212, 9, { fill: pal.ivory }),
  );
  return g(
    {},
    rect(-120, -240, 240, 240, { fill: darken(pal.wood, 0.2) }),
    glass(-112),
    glass(-35),
    glass(42),
    [0, 1, 2].map((i) => rect(-112 + i * 77, -92, 70, 84, { fill: pal.wood })),
    [0, 1, 2].map((i) => handle(-80 + i * 77, -60, pal, 24)),
  );
};

export const loftStorage = (pal, rand) => g({}, wardrobe(pal, rand, 300, 300), rect(-150, -300, 300, 60, { fill: 'none', stroke: pal.brass, 'stroke-width': 3, 'stroke-dasharray': '8 6' }));

/** Wall paneling: `combo` mixes veneer with a fabric or mirror inset and a lit niche. */
export const wallPaneling = (pal, rand, { combo = false } = {}) => {
  const flutes = Array.from({ length: 26 }, (_, i) => `M${-180 + i * 14} -300v300`).join('');
  return g(
    {},
    rect(-185, -300, 370, 300, { fill: pal.wood }),
    path(flutes, { stroke: pal.woodDark, 'stroke-width': 2, opacity: 0.6 }),
    combo ? g({}, rect(-70, -240, 140, 190, { fill: pal.fabric }), rect(-74, -244, 148, 4, { fill: pal.glow }), rect(-185, -300, 36, 300, { fill: '#cfd8d8', opacity: 0.8 }), rect(149, -300, 36, 300, { fill: '#cfd8d8', opacity: 0.8 })) : '',
    rect(-185, -8, 370, 8, { fill: pal.woodDark }),
  );
};

/** A square column cladded on its faces, seen at an angle so two sides show. */
export const columnPaneling = (pal, rand, { combo = false } = {}) => {
  const face = (x, w, fill) => rect(x, -320, w, 320, { fill });
  const lines = Array.from({ length: 6 }, (_, i) => `M${-50 + i * 16} -320v320`).join('');
  return g(
    {},
    face(-60, 100, pal.wood),
    face(40, 40, darken(pal.wood, 0.2)),
    path(lines, { stroke: pal.woodDark, opacity: 0.5 }),
    combo ? g({}, rect(-60, -200, 100, 16, { fill: pal.brass }), rect(-60, -120, 100, 16, { fill: pal.brass }), rect(-44, -300, 68, 80, { fill: '#cfd8d8', opacity: 0.8 })) : '',
    g({ transform: 'translate(150 0)' }, plant(pal, rand, 130)),
  );
};

export const door = (pal, rand, { main = false, cnc = false } = {}) => {
  const w = main ? 110 : 90;
  const leaf = main ? pal.wood : rand.pick([pal.linen, pal.ivory, pal.sage]);
  const jaali = [];
  if (cnc) for (let r = 0; r < 5; r += 1) for (let c = 0; c < 3; c += 1) jaali.push(circle(-w / 2 + 22 + c * 23, -180 + r * 26, 9, { fill: 'none', stroke: pal.brassLight, 'stroke-width': 3 }));
  return g(
    {},
    rect(-w / 2 - 14, -224, w + 28, 224, { fill: pal.woodDark }),
    rect(-w / 2, -214, w, 214, { fill: leaf }),
    main ? g({ fill: 'none', stroke: pal.woodDark, 'stroke-width': 2 }, rect(-w / 2 + 14, -200, w - 28, 80), rect(-w / 2 + 14, -110, w - 28, 96)) : '',
    cnc ? g({}, rect(-w / 2 + 10, -200, w - 20, 140, { fill: darken(leaf, 0.5) }), jaali) : '',
    main ? rect(w / 2 - 22, -130, 6, 50, { fill: pal.brass }) : circle(w / 2 - 14, -104, 4, { fill: pal.brass }),
  );
};

export const wallShelf = (pal, rand) =>
  g(
    {},
    [0, 1, 2].map((i) => rect(-120 + i * 30, -230 + i * 50, 180, 6, { fill: pal.wood })),
    swatches([[-100, -252, 10, 22, pal.feature], [-88, -250, 8, 20, pal.accent], [20, -198, 12, 18, pal.brass], [-60, -152, 10, 24, pal.sage], [-48, -148, 10, 20, pal.linen]]),
    g({ transform: 'translate(30 -236) scale(0.3)' }, plant(pal, rand, 120)),
    circle(70, -186, 9, { fill: pal.ivory }),
    g({ transform: 'translate(0 0)' }, armchair(pal)),
  );

export const planter = (pal, rand) =>
  g(
    {},
    [-110, 0, 110].map((x) => g({ transform: `translate(${x} -60)` }, plant(pal, rand, 140))),
    rect(-170, -62, 340, 62, { fill: pal.wood }),
    path(Array.from({ length: 12 }, (_, i) => `M${-165 + i * 29} -62v62`).join(''), { stroke: pal.woodDark, opacity: 0.6 }),
  );

export const windowSeat = (pal) =>
  g(
    {},
    rect(-160, -270, 320, 200, { fill: 'url(#rs)' }),
    rect(-160, -270, 320, 200, { fill: 'none', stroke: pal.ivory, 'stroke-width': 8 }),
    line(0, -270, 0, -70, { stroke: pal.ivory, 'stroke-width': 6 }),
    rect(-175, -70, 350, 70, { fill: pal.wood }),
    [0, 1, 2].map((i) => rect(-165 + i * 113, -56, 104, 46, { fill: lighten(pal.wood, 0.1) })),
    rect(-170, -86, 340, 18, { rx: 8, fill: pal.fabric }),
    rect(-150, -118, 50, 34, { rx: 8, fill: pal.accent }),
  );

export const acousticPaneling = (pal) => {
  const slats = Array.from({ length: 24 }, (_, i) => `M${-180 + i * 15} -300h9v300h-9z`).join('');
  return g({}, rect(-185, -300, 370, 300, { fill: pal.charcoal }), path(slats, { fill: pal.wood }));
};
