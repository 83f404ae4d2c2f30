import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { API_URL } from '@/shared/config/env';
import { COMPANY } from '@/shared/config/company';
import projects from '@content/projects.json';
import caseStudies from '@content/case-studies.json';
import { caseStudyPath } from '@/shared/lib/project-slug';
import { renderApp } from '../../../../test/utils/render';

const published = projects.filter((project) => project.Published);
const withCategory = (value: string) =>
  published.filter((project) => project.categories.split(',').some((category) => category.trim().toLowerCase() === value.toLowerCase()));

const cardNames = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 2 })
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
  }, 15_000);

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
    const links = screen.getAllByRole('link', { name: /View case study/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(published.map((project) => caseStudyPath(project.Project_Name)));
    expect(new Set(links.map((link) => link.getAttribute('href'))).size).toBe(published.length);
  });

  it('narrows the portfolio by city, type and bedrooms, combined with the tab and kept in the address', async () => {
    const { router } = renderApp('/projects');
    await waitFor(() => expect(cardNames()).toHaveLength(published.length), { timeout: 5_000 });
    expect(screen.queryByLabelText('Bedrooms')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Home');
    expect(cardNames()).toEqual(['Godavari Heights – 3BHK Residence', 'Riverside Villa – Someshwar', 'Trimbak Road Row House']);
    expect(screen.getByRole('status')).toHaveTextContent('3 projects');

    await userEvent.selectOptions(screen.getByLabelText('Bedrooms'), '4 BHK');
    expect(cardNames()).toEqual(['Riverside Villa – Someshwar', 'Trimbak Road Row House']);
    await userEvent.click(screen.getByRole('tab', { name: 'Live Project' }));
    expect(cardNames()).toEqual(['Trimbak Road Row House']);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ filter: 'live', type: 'home', bhk: '4' });

    await userEvent.selectOptions(screen.getByLabelText('City'), 'Shirdi');
    expect(cardNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('0 projects');
    expect(screen.getByText('No projects match these filters yet.')).toBeInTheDocument();
    // Links (the server answers them without JavaScript), both naming the same address.
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/projects?filter=live');
    await userEvent.click(screen.getByRole('link', { name: 'Show all projects of this status' }));
    expect(cardNames()).toEqual(withCategory('live').map((project) => project.Project_Name));
    expect(router.state.location.search).toBe('?filter=live');
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  }, 15_000);

  it('opens with the filters named in the address, as after a reload', async () => {
    renderApp('/projects?city=nashik&type=office');
    await waitFor(() => expect(cardNames()).toEqual(['Kapila Engineering Works – Corporate Office', 'Panchavati Dental Care – Clinic', 'Ojas Fintech – Co-working Floor']), {
      timeout: 5_000,
    });
    expect(screen.getByLabelText('City')).toHaveValue('Nashik');
    expect(screen.getByLabelText('Type')).toHaveValue('office');
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
  const caseStudy = caseStudies[0];

  it('without a project, shows the name, location, area, videos, the twelve sections and nine completion images', async () => {
    renderApp('/projects/subprojects');
    expect(await screen.findByRole('heading', { level: 1, name: caseStudy.name }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(caseStudy.location)).toBeInTheDocument();
    expect(screen.getByText(caseStudy.area)).toBeInTheDocument();
    const videos = within(screen.getByRole('list', { name: 'Project videos' })).getAllByRole('listitem');
    expect(videos).toHaveLength(caseStudy.videos.length);
    // Its poster frame is set once the page has hydrated (here: rendered in the browser).
    await waitFor(() => expect(videos[0].querySelector('video')).toHaveAttribute('poster'));
    for (const section of caseStudy.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }
    expect(caseStudy.sections).toHaveLength(12);
    const completion = screen.getByRole('heading', { name: 'On completion' }).closest('section') as HTMLElement;
    expect(within(completion).getAllByRole('img')).toHaveLength(9);
  });

  it.each(published.map((project) => [project.Project_Name]))('opens the own case study of %s from its card', async (name) => {
    renderApp('/projects');
    const card = (await screen.findByRole('heading', { level: 2, name }, { timeout: 5_000 })).closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('link', { name: /View case study/ }));
    expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 })).toBeInTheDocument();
    const study = caseStudies.find((entry) => entry.name === name)!;
    for (const section of study.sections) expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    expect(screen.getByText(study.location)).toBeInTheDocument();
  });

  it('says clearly when no project has that name', async () => {
    renderApp('/projects/subprojects?project=no-such-project');
    expect(await screen.findByRole('heading', { level: 1, name: 'Case study not found' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all our projects' })).toHaveAttribute('href', '/projects');
  });
});

describe('case study content', () => {
  it('has a believable, complete case study for every published project', () => {
    for (const project of published) {
      const study = caseStudies.find((entry) => entry.projectId === project.id);
      expect(study?.name).toBe(project.Project_Name);
      expect(study?.sections.map((section) => section.id)).toEqual(caseStudies[0].sections.map((section) => section.id));
      for (const section of study!.sections) expect([...section.paragraphs, ...(section.list ?? [])].join(' ').length).toBeGreaterThan(100);
      expect(study!.completionImages.length).toBeGreaterThan(1);
    }
  });
});
