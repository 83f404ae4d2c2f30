import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { API_URL } from '@/shared/config/env';
import { FIXED_SERVICE_CARDS } from '@/shared/config/service-cards';
import { caseStudyPath } from '@/shared/lib/project-slug';
import home from '@content/home.json';
import services from '@content/services.json';
import projects from '@content/projects.json';
import founders from '@content/founders.json';
import testimonials from '@content/testimonials.json';
import clients from '@content/clients.json';
import { renderApp } from '../../../../test/utils/render';

// The first render loads the lazy screen chunk and six reads; give it more than the default second.
const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5_000 });

describe('HomePage', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('shows the blocks in order, with the content from the API', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Vastukala Interiors' }, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home | Vastukala Interiors'));

    const about = await region('About Vastukala Interiors');
    expect(within(about).getByRole('heading', { name: 'Who We Are' })).toBeInTheDocument();
    expect(within(about).getByText(home[0].whoWeAre)).toBeInTheDocument();
    expect(within(about).getAllByRole('group', { hidden: true })).toHaveLength(7);

    await region('Client logos');
    await screen.findByRole('heading', { name: 'Our Renowned Projects' });
    const expected = ['About Us', 'Services We Offer', 'Our Renowned Projects', 'Our Leaders', 'What Client Says', 'Our Clients', 'Enquiry Form'];
    const order = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
    expect(order.filter((text) => expected.includes(text))).toEqual(expected);
  });

  it('links every service card: the nine fixed ones to /home…, the server ones to /{route}', async () => {
    renderApp('/');
    const heading = await screen.findByRole('heading', { name: 'Services We Offer' });
    const section = heading.closest('section') as HTMLElement;
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(FIXED_SERVICE_CARDS.length + services.length));
    const hrefs = within(section).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.slice(0, 9)).toEqual(FIXED_SERVICE_CARDS.map((card) => `/home${card.slug}`));
    expect(hrefs).toEqual(expect.arrayContaining(['/homeglasswork', '/homepaintaingwork', '/homeestimate', '/homebudget']));
    expect(hrefs.slice(9)).toEqual(services.map((service) => `/${service.route}`));
  });

  it('shows the first three published projects, each linking to its own case study', async () => {
    renderApp('/');
    const heading = await screen.findByRole('heading', { name: 'Our Renowned Projects' });
    const section = heading.closest('section') as HTMLElement;
    const names = within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(projects.filter((project) => project.Published).slice(0, 3).map((project) => project.Project_Name));
    const firstThree = projects.filter((project) => project.Published).slice(0, 3);
    for (const [index, link] of within(section).getAllByRole('link', { name: /View case study/ }).entries()) {
      expect(link).toHaveAttribute('href', caseStudyPath(firstThree[index].Project_Name));
    }
  });

  it('shows the leaders, the testimonials with five stars each, and the client logos', async () => {
    renderApp('/');
    const leaders = await region('Leaders of the company');
    expect(within(leaders).getAllByRole('group', { hidden: true })).toHaveLength(founders.length);
    expect(within(leaders).getByRole('button', { name: 'Stop automatic slide show' })).toBeInTheDocument();

    const saying = await region('Client testimonials');
    expect(within(saying).getAllByRole('img', { name: 'Rated 5 out of 5', hidden: true })).toHaveLength(testimonials.length);
    expect(within(saying).getAllByRole('button', { name: /^Show slide/ })).toHaveLength(testimonials.length);

    const logos = await region('Client logos');
    expect(within(logos).getAllByRole('img', { hidden: true })).toHaveLength(clients.length);
  });

  it('hides a block whose read failed or came back empty, never leaving an empty heading', async () => {
    server.use(
      http.get(`${API_URL}/homeData`, () => HttpResponse.json({ success: false, message: 'down' }, { status: 500 })),
      http.get(`${API_URL}/get_testimonials`, () => HttpResponse.json({ not: 'a list' })),
      http.get(`${API_URL}/Founders`, () => HttpResponse.json([])),
      http.get(`${API_URL}/projects`, () => HttpResponse.error()),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/');
    expect(await region('Client logos')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About Us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What Client Says' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our Leaders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our Renowned Projects' })).not.toBeInTheDocument();
    // The fixed service cards need no read.
    expect(screen.getByRole('heading', { name: 'Services We Offer' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Error fetching home data');
  });

  it('scrolls to the enquiry form when the address asks for #enquiry', async () => {
    renderApp('/?enquiryMessage=hello#enquiry');
    await region('Client logos');
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    const target = (Element.prototype.scrollIntoView as jest.Mock).mock.contexts.at(-1) as HTMLElement;
    expect(target.id).toBe('enquiry');
  });
});
