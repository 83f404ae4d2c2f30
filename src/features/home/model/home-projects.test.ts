import type { Project } from '@/entities/project';
import { homeProjects } from './home-projects';

const project = (id: number, Published = true): Project => ({
  id,
  Project_Name: `P${id}`,
  Project_Description: '',
  file_img: '',
  categories: '',
  Published,
});

describe('homeProjects', () => {
  it('takes the first three published projects', () => {
    expect(homeProjects([project(1), project(2, false), project(3), project(4), project(5)]).map((p) => p.id)).toEqual([1, 3, 4]);
  });
});
