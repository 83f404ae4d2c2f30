import type { Project } from '@/shared/contracts/entities';
import { firstHomeData, homeProjects } from './home-api';

const project = (id: number, Published = true): Project => ({
  id,
  Project_Name: `P${id}`,
  Project_Description: '',
  file_img: '',
  categories: '',
  Published,
});

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

describe('homeProjects', () => {
  it('takes the first three published projects', () => {
    expect(homeProjects([project(1), project(2, false), project(3), project(4), project(5)]).map((p) => p.id)).toEqual([1, 3, 4]);
  });
});
