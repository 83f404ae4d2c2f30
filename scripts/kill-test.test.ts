import { runKillTest } from './kill-test';

// The real server in its own process, killed with SIGKILL while 16 clients post enquiries.
jest.setTimeout(120_000);

describe('SIGKILL durability', () => {
  it('loses none of the enquiries that were answered with success', async () => {
    const result = await runKillTest({ concurrency: 16, killAfterMs: 1500 });
    expect(result.acknowledged).toBeGreaterThan(20);
    expect(result.lost).toEqual([]);
    expect(result.stored).toBeGreaterThanOrEqual(result.acknowledged);
  });
});
