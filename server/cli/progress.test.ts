import { Progress } from './progress';

const stream = (isTTY: boolean) => {
  const written: string[] = [];
  return { written, isTTY, columns: 100, write: (text: string) => written.push(text) };
};

describe('export progress on stderr', () => {
  it('prints a plain line at every tenth when stderr is not a terminal, then a closing line', () => {
    const out = stream(false);
    const progress = new Progress('Exporting enquiries', 20_000, out);
    for (let row = 0; row < 20_000; row += 1) progress.tick();
    progress.finish();
    expect(out.written).toHaveLength(10);
    expect(out.written[0]).toBe('Exporting enquiries: 2,000 of 20,000 (10%)\n');
    expect(out.written[8]).toBe('Exporting enquiries: 18,000 of 20,000 (90%)\n');
    expect(out.written[9]).toMatch(/^Exporting enquiries: 20,000 done in \d+\.\d s\n$/);
  });

  it('redraws one bar in place on a terminal', () => {
    const out = stream(true);
    const progress = new Progress('Exporting enquiries', 10_000, out);
    progress.tick(5_000);
    progress.tick(5_000);
    progress.finish();
    expect(out.written[0]).toMatch(/^\rExporting enquiries █+░+ 50% 5,000\/10,000$/);
    expect(out.written.filter((text) => text.startsWith('\r')).at(-1)).toMatch(/ 100% 10,000\/10,000$/);
    expect(out.written.join('')).not.toMatch(/\n.*\n.*\n/);
  });

  it('stays quiet for short exports', () => {
    const out = stream(false);
    const progress = new Progress('Exporting enquiries', 40, out);
    for (let row = 0; row < 40; row += 1) progress.tick();
    progress.finish();
    expect(out.written).toEqual([]);
  });
});
