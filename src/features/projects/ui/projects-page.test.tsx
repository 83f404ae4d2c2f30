import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { API_URL } from '@/shared/config/env';
import { COMPANY } from '@/shared/config/company';
import projects from '@content/projects.json';
import caseStudy from '@content/case-study.json';
import { renderApp } from '../../../../test/utils/render';

const published = projects.filter((project) => project.Published);
const withCategory = (value: string) =>
  published.filter((project) => project.categories.split(',').some((category) => category.trim().toLowerCase() === value.toLowerCase()));

const cardNames = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('ProjectsPage', () => {
  it('filters the published projects by tab, exactly, and keeps the tab in the address', async () => {
    const { router } = renderApp('/projects');
    await waitFor(() => expect(cardNames()).toHaveLength(published.length), { timeout: 5_000 });

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All Project', 'Completed Project', 'Live Project', 'Upcoming Project']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    for (const [label, value] of [
      ['Completed Project', 'Completed'],
      ['Live Project', 'live'],
      ['Upcoming Project', 'Upcoming'],
    ]) {
      await userEvent.click(screen.getByRole('tab', { name: label }));
      expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
      expect(cardNames()).toEqual(withCategory(value).map((project) => project.Project_Name));
      expect(router.state.location.search).toBe(`?filter=${value}`);
    }
    expect(screen.queryByText(projects.find((project) => !project.Published)!.Project_Name)).not.toBeInTheDocument();
  });

  it('opens on the tab named in the address, and moves between tabs with the arrow keys', async () => {
    renderApp('/projects?filter=LIVE');
    await waitFor(() => expect(cardNames()).toHaveLength(withCategory('live').length), { timeout: 5_000 });
    const live = screen.getByRole('tab', { name: 'Live Project' });
    expect(live).toHaveAttribute('aria-selected', 'true');

    live.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Upcoming Project' })).toHaveFocus();
    expect(cardNames()).toEqual(withCategory('Upcoming').map((project) => project.Project_Name));
  });

  it('replaces a project image that fails to load with the fallback image, and links cards to subprojects', async () => {
    renderApp('/projects');
    const image = await screen.findByRole('img', { name: published[0].Project_Name }, { timeout: 5_000 });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', `http://localhost/backend${COMPANY.media.fallbackProject}`);
    const link = screen.getAllByRole('link', { name: /View case study/ })[0];
    expect(link).toHaveAttribute('href', '/projects/subprojects');
  });

  it('shows no tabs over an empty list when the read fails', async () => {
    server.use(http.get(`${API_URL}/projects`, () => HttpResponse.json({ success: false }, { status: 500 })));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Projects' }, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Error fetching projects'));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('ProjectCaseStudyPage', () => {
  it('shows the name, location, area, videos, the twelve sections and nine completion images', async () => {
    renderApp('/projects/subprojects');
    expect(await screen.findByRole('heading', { level: 1, name: caseStudy.name }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(caseStudy.location)).toBeInTheDocument();
    expect(screen.getByText(caseStudy.area)).toBeInTheDocument();
    const videos = within(screen.getByRole('list', { name: 'Project videos' })).getAllByRole('listitem');
    expect(videos).toHaveLength(caseStudy.videos.length);
    expect(videos[0].querySelector('video')).toHaveAttribute('poster');
    for (const section of caseStudy.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }
    expect(caseStudy.sections).toHaveLength(12);
    const completion = screen.getByRole('heading', { name: 'On completion' }).closest('section') as HTMLElement;
    expect(within(completion).getAllByRole('img')).toHaveLength(9);
  });
});
