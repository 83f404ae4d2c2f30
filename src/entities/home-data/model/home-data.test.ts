import { firstHomeData } from './home-data';

describe('firstHomeData', () => {
  it('takes the first record of a successful answer', () => {
    const record = { whoWeAre: 'a' };
    expect(firstHomeData({ success: true, data: [record, { whoWeAre: 'b' }] })).toBe(record);
  });

  it('gives nothing for a failed, empty or malformed answer', () => {
    expect(firstHomeData({ success: false, data: [{}] })).toBeNull();
    expect(firstHomeData({ success: true, data: [] })).toBeNull();
    expect(firstHomeData({ success: true, data: 'x' })).toBeNull();
    expect(firstHomeData(null)).toBeNull();
  });
});
