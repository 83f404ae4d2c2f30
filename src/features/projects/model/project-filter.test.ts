import type { Project } from '@/entities/project';
import {
  filterProjects,
  matchesProjectFilter,
  parseProjectFilter,
  projectStatus,
  PROJECT_TABS,
} from './project-filter';

const project = (id: number, categories: string, Published = true): Project => ({
  id,
  Project_Name: `Project ${id}`,
  Project_Description: '',
  file_img: '',
  categories,
  Published,
});

const projects = [
  project(1, 'Completed, Commercial'),
  project(2, '  completed ,Residential'),
  project(3, 'live, Residential'),
  project(4, 'LIVE'),
  project(5, 'Upcoming, Office'),
  project(6, 'Upcoming', false),
  project(7, 'Residential'),
  project(8, 'Incompleted'),
];

describe('project filter', () => {
  it('has the four tabs of the spec, in order', () => {
    expect(PROJECT_TABS.map((tab) => [tab.value, tab.label])).toEqual([
      ['All', 'All Project'],
      ['Completed', 'Completed Project'],
      ['live', 'Live Project'],
      ['Upcoming', 'Upcoming Project'],
    ]);
  });

  it('shows every published project on All', () => {
    expect(filterProjects(projects, 'All').map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 7, 8]);
  });

  it('matches whole categories in any case, never parts of a word', () => {
    expect(filterProjects(projects, 'Completed').map((p) => p.id)).toEqual([1, 2]);
    expect(filterProjects(projects, 'live').map((p) => p.id)).toEqual([3, 4]);
    expect(filterProjects(projects, 'Upcoming').map((p) => p.id)).toEqual([5]);
  });

  it('never shows an unpublished project', () => {
    expect(matchesProjectFilter(project(9, 'Upcoming', false), 'Upcoming')).toBe(false);
    expect(matchesProjectFilter(project(9, 'Upcoming', false), 'All')).toBe(false);
  });

  it('reads the address parameter in any case and falls back to All', () => {
    expect(parseProjectFilter('completed')).toBe('Completed');
    expect(parseProjectFilter('LIVE')).toBe('live');
    expect(parseProjectFilter('upcoming')).toBe('Upcoming');
    expect(parseProjectFilter('archived')).toBe('All');
    expect(parseProjectFilter(null)).toBe('All');
  });

  it('labels a card with its status', () => {
    expect(projectStatus(project(1, 'Residential, live'))).toBe('Live');
    expect(projectStatus(project(1, 'Residential'))).toBeNull();
  });
});
