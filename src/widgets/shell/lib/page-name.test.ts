import { pageContext } from './page-name';

describe('pageContext', () => {
  it('names the screen from the address', () => {
    expect(pageContext('/', '')).toEqual({ page: 'Home' });
    expect(pageContext('/projects/', '?filter=live')).toEqual({ page: 'Projects' });
    expect(pageContext('/homegypsumwork', '')).toEqual({ page: 'Gypsum Work' });
    expect(pageContext('/services/estimate', '')).toEqual({ page: 'Interior Estimate' });
    expect(pageContext('/gallery/staff', '')).toEqual({ page: 'Gallery' });
  });

  it('names the tender or the project', () => {
    expect(pageContext('/tender/detailsoftender', '?tenderNo=VI%2F2025%2F014')).toEqual({ page: 'Tender detail', about: 'tender VI/2025/014' });
    expect(pageContext('/tender/login', '?tenderNo=T-7')).toEqual({ page: 'Log In', about: 'tender T-7' });
    expect(pageContext('/projects/subprojects', '?project=riverside-villa-someshwar')).toEqual({
      page: 'Project case study',
      about: 'the project "riverside villa someshwar"',
    });
  });
});
