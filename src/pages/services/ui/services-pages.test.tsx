import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIXED_SERVICE_CARDS } from '@/shared/config/service-cards';
import { http, HttpResponse } from 'msw';
import services from '@content/services.json';
import { server } from '@mocks/node';
import { API_URL, mediaUrl } from '@/shared/config/env';
import { CATALOGUE, PAINTING_SERVICES } from '@/features/services';
import { renderApp } from '../../../../test/utils/render';

describe('ServicesPage', () => {
  it('shows the nine fixed cards with relative links, then the server services', async () => {
    renderApp('/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Services We Offer' }, { timeout: 5_000 })).toBeInTheDocument();
    const fixed = screen.getByRole('heading', { name: 'What we do' }).closest('section') as HTMLElement;
    const links = within(fixed).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(FIXED_SERVICE_CARDS.map((card) => `/services/${card.slug}`));
    const more = (await screen.findByRole('heading', { name: 'More from our studio' })).closest('section') as HTMLElement;
    expect(within(more).getAllByRole('link').map((link) => link.textContent)).toEqual(services.map((service) => service.Service_Name));
  });

  it('never links a card to the page it is on', async () => {
    server.use(
      http.get(`${API_URL}/api/getservices`, () =>
        HttpResponse.json([
          { Service_Name: 'Turnkey Interiors', Service_img: '/uploads/services/turnkey-interiors.svg', route: 'services' },
          { Service_Name: 'Site Consultation', Service_img: '/uploads/services/site-consultation.svg', route: 'contactus' },
        ]),
      ),
    );
    renderApp('/services');
    const more = (await screen.findByRole('heading', { name: 'More from our studio' }, { timeout: 5_000 })).closest('section') as HTMLElement;
    expect(within(more).getAllByRole('link').map((link) => link.textContent)).toEqual(['Site Consultation']);
    expect(within(more).getByText('Turnkey Interiors')).toBeInTheDocument();
  });
});

describe('catalogue screens', () => {
  it.each([
    ['/homegypsumwork', 'gypsum', 8],
    ['/services/paintaingwork', 'painting', 10],
    ['/homealuminiumwork', 'aluminium', 9],
    ['/services/glasswork', 'glass', 6],
    ['/homeflooringwork', 'flooring', 4],
    ['/services/corianwork', 'corian', 3],
    ['/homecarpentrywork', 'carpentry', 20],
    ['/services/furniturework', 'modular', 20],
  ] as const)('%s shows its %s items (%i)', async (path, key, count) => {
    renderApp(path);
    const { title, items, intro } = CATALOGUE[key];
    expect(items).toHaveLength(count);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
    // The painting page plays a video in its banner; every other catalogue shows its own banner image.
    if (key !== 'painting') expect(document.querySelector('.page-banner img')).toHaveAttribute('src', mediaUrl(CATALOGUE[key].banner));
    for (const item of items) expect(screen.getByRole('heading', { name: item.name })).toBeInTheDocument();
  });

  it('the painting page has the painting-services content and a call to phone', async () => {
    renderApp('/homepaintaingwork');
    await screen.findByRole('heading', { level: 1, name: 'All Type Painting Work' }, { timeout: 5_000 });
    const reasons = screen.getByRole('heading', { name: PAINTING_SERVICES.reasonsHeading }).closest('section') as HTMLElement;
    expect(within(reasons).getAllByRole('listitem')).toHaveLength(6);
    const offers = screen.getByRole('heading', { name: PAINTING_SERVICES.offersHeading }).closest('section') as HTMLElement;
    expect(within(offers).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: /Call now/ }).getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
  });
});

describe('EstimatePage', () => {
  it('estimates ₹16.3–17.3 lakh for a 1,050 sq ft home in a standard finish, and hands it to the enquiry form', async () => {
    const { router } = renderApp('/homeestimate');
    const area = await screen.findByRole('spinbutton', { name: 'Carpet area (sq ft)' }, { timeout: 5_000 });
    await userEvent.clear(area);
    await userEvent.type(area, '1050');
    await userEvent.click(screen.getByRole('radio', { name: /Standard/ }));
    expect(screen.getByTestId('estimate-range')).toHaveTextContent('₹16.3–17.3 lakh');
    expect(screen.getByText('₹1,550–1,650 per sq ft')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Premium/ }));
    const premium = screen.getByTestId('estimate-range').textContent ?? '';
    expect(Number(premium.match(/₹([\d.]+)/)?.[1])).toBeGreaterThan(20);

    await userEvent.click(screen.getByRole('radio', { name: /Standard/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Curtains and décor' }));
    expect(screen.getByTestId('estimate-range')).not.toHaveTextContent('₹16.3–17.3 lakh');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Curtains and décor' }));
    expect(screen.getByTestId('estimate-range')).toHaveTextContent('₹16.3–17.3 lakh');

    await userEvent.click(screen.getByRole('button', { name: 'Send this estimate with an enquiry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.hash).toBe('#enquiry');
    expect(new URLSearchParams(router.state.location.search).get('enquiryMessage')).toContain('₹16.3–17.3 lakh');
  }, 20_000);

  it('follows the home type room by room, prices an office on its own services, and shows a breakdown', async () => {
    renderApp('/services/estimate');
    const type = await screen.findByRole('combobox', { name: 'Home type' }, { timeout: 5_000 });
    const breakdown = () => screen.getByRole('table', { name: 'Breakdown' });
    expect(within(breakdown()).getByRole('rowheader', { name: /Wardrobes and beds\s*3 bedrooms/ })).toBeInTheDocument();
    const threeBhk = screen.getByTestId('estimate-range').textContent;

    await userEvent.selectOptions(type, '1 BHK');
    expect(screen.getByTestId('estimate-range').textContent).not.toBe(threeBhk);
    expect(within(breakdown()).getByRole('rowheader', { name: /Wardrobes and beds\s*1 bedroom/ })).toBeInTheDocument();
    expect(within(breakdown()).getByRole('rowheader', { name: /Bathrooms\s*1 bathroom/ })).toBeInTheDocument();

    await userEvent.selectOptions(type, 'Office');
    expect(screen.queryByRole('checkbox', { name: 'Modular kitchen' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Workstations and cabins' })).toBeChecked();
    expect(within(breakdown()).getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent)).toEqual([
      'Workstations and cabins',
      'Partitions',
      'Ceilings',
      'Flooring',
      'Painting',
      'Electrical, lighting and data',
      'Reception and pantry',
    ]);
    const whatsapp = screen.getByRole('link', { name: /Discuss it on WhatsApp/ });
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toContain('Estimate request: Office, 1,050 sq ft');
  }, 20_000);

  it('explains an area out of range and offers no estimate to send', async () => {
    renderApp('/services/estimate');
    const area = await screen.findByRole('spinbutton', { name: 'Carpet area (sq ft)' }, { timeout: 5_000 });
    await userEvent.clear(area);
    await userEvent.type(area, '20');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription(/between 100 and 20,000 sq ft/);
    expect(screen.getByRole('button', { name: 'Send this estimate with an enquiry' })).toBeDisabled();
  });

  it('asks to check an area unusual for the home type, and still estimates it', async () => {
    renderApp('/services/estimate');
    const area = await screen.findByRole('spinbutton', { name: 'Carpet area (sq ft)' }, { timeout: 5_000 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Home type' }), '1 BHK');
    await userEvent.clear(area);
    await userEvent.type(area, '4000');
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).toHaveAccessibleDescription(/4,000 sq ft is large for a 1 BHK \(most are 250–900 sq ft\)/);
    expect(screen.getByRole('button', { name: 'Send this estimate with an enquiry' })).toBeEnabled();
  });
});

describe('BudgetGuidePage', () => {
  it('has the article with the room-by-room scope table, material advice and indirect expenses', async () => {
    renderApp('/homebudget');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
    expect(screen.getByText(/₹16\.3–17\.3 lakh/)).toBeInTheDocument();
    const scope = screen.getByRole('table', { name: 'Scope of work by room' });
    expect(within(scope).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Room', 'Size', 'Scope of work', 'Materials']);
    expect(within(scope).getByRole('rowheader', { name: 'Kitchen' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Material selection' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Indirect expenses' })).toBeInTheDocument();
  });
});
