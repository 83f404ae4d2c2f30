import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import logos from '@content/logos.json';
import { server } from '@mocks/node';
import { COMPANY } from '@/shared/config/company';
import { API_URL, mediaUrl } from '@/shared/config/env';
import { whatsappMessage, whatsappUrl } from '@/shared/lib/whatsapp';
import { renderApp } from '../../../../test/utils/render';
import { FAKE_DATE_ONLY } from '../../../../test/utils/fake-date';

const HEADER_LINKS: Array<[label: string, href: string]> = [
  ['HOME', '/'],
  ['ABOUT US', '/aboutus'],
  ['SERVICES WE OFFER', '/services'],
  ['GALLERY', '/gallery'],
  ['PROJECTS', '/projects'],
  ['CAREERS', '/career'],
  ['EVENTS', '/events'],
  ['CONTACT US', '/contactus'],
];

// A screen owned by the app itself, so these tests see the shell and nothing a slice adds.
const QUIET_ROUTE = '/no-such-page';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const menuToggle = () => screen.getByRole('button', { name: 'Menu' });
const drawerButton = () => screen.getByRole('button', { name: 'Quick links and map' });
// The menu's machine loads on first use, so the first toggle answers a moment after the click.
const menuOpened = () => screen.findByRole('button', { name: 'Menu', expanded: true });

/** The quiet screen with its small-screen menu opened by a visitor, who goes on from there. */
async function withMenuOpen() {
  const user = userEvent.setup({ delay: null });
  const view = renderApp(QUIET_ROUTE);
  await user.click(menuToggle());
  await menuOpened();
  return { user, ...view };
}

/** The quiet screen with its side drawer opened by a visitor, who goes on from there. */
async function withDrawerOpen() {
  const user = userEvent.setup({ delay: null });
  const view = renderApp(QUIET_ROUTE);
  await user.click(drawerButton());
  const drawer = await screen.findByRole('dialog');
  return { user, drawer, ...view };
}

describe('shell: header', () => {
  it('shows the logo from the first /api/getlogos record, 180 by 100', async () => {
    renderApp(QUIET_ROUTE);
    const logo = await screen.findByRole('img', { name: `${COMPANY.name}, home` });
    expect(logo).toHaveAttribute('src', mediaUrl(logos[0].logo));
    expect(logo).toHaveAttribute('width', '180');
    expect(logo).toHaveAttribute('height', '100');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('shows no logo when the logo read fails, and keeps the company name as the home link', async () => {
    let calls = 0;
    server.use(
      http.get(`${API_URL}/api/getlogos`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const { store } = renderApp(QUIET_ROUTE);
    // Settled: the read has failed and the header has rendered with that failure, not merely been asked for.
    await waitFor(() => expect(store.getState().api.queries['getLogos(undefined)']?.status).toBe('rejected'));
    expect(calls).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: COMPANY.name })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('img', { name: `${COMPANY.name}, home` })).not.toBeInTheDocument();
  });

  it('has the eight header links of the spec, in order, and marks the current one', async () => {
    renderApp('/aboutus');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(HEADER_LINKS);
    expect(within(mainNav()).getByRole('link', { name: 'ABOUT US' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('opens and closes the small-screen menu with its toggle, and closes it when a link is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, store } = renderApp(QUIET_ROUTE);
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveAttribute('aria-controls', 'site-menu');

    await user.click(menuToggle());
    await menuOpened();
    expect(store.getState().machines.menu).toEqual({ value: 'open', context: {}, event: 'TOGGLE' });
    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuToggle());
    await user.click(within(mainNav()).getByRole('link', { name: 'EVENTS' }));
    expect(router.state.location.pathname).toBe('/events');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(store.getState().machines.menu).toEqual({ value: 'closed', context: {}, event: 'CLOSE' });
  });

  it('closes the menu on Escape and gives focus back to its toggle', async () => {
    const { user } = await withMenuOpen();
    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'HOME' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveFocus();
  });

  it('scrolls to the top when the route changes', async () => {
    const user = userEvent.setup({ delay: null });
    const scrollTo = jest.spyOn(window, 'scrollTo');
    renderApp(QUIET_ROUTE);
    scrollTo.mockClear();
    await user.click(within(mainNav()).getByRole('link', { name: 'CONTACT US' }));
    // The router commits the new location once the lazily loaded screen is ready.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 })));
    scrollTo.mockRestore();
  });

  it('leaves the page where it is on its first render (a visitor may have scrolled before it hydrated)', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    renderApp(QUIET_ROUTE);
    await screen.findByRole('img', { name: `${COMPANY.name}, home` });
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it('offers a skip link to the main content', () => {
    renderApp(QUIET_ROUTE);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

describe('shell: side drawer', () => {
  it('opens from the last header item with the logo, six links and the tender board, and the map', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderApp(QUIET_ROUTE);
    await screen.findByRole('img', { name: `${COMPANY.name}, home` });
    expect(drawerButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(drawerButton());
    const drawer = await screen.findByRole('dialog', { name: COMPANY.name });
    expect(drawerButton()).toHaveAttribute('aria-expanded', 'true');
    expect(store.getState().machines.drawer).toEqual({ value: 'open', context: {}, event: 'OPEN' });
    expect(within(drawer).getByRole('img', { name: COMPANY.name })).toHaveAttribute('src', mediaUrl(logos[0].logo));
    const links = within(within(drawer).getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['HOME', '/'],
      ['ABOUT US', '/aboutus'],
      ['SERVICES', '/services'],
      ['PROJECTS', '/projects'],
      ['CAREERS', '/career'],
      ['CONTACT', '/contactus'],
      ['TENDERS', '/tender'],
    ]);
    const map = within(drawer).getByTitle(COMPANY.map.title);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', COMPANY.map.embedUrl);
    expect(map).toHaveAttribute('width', '350');
    expect(map).toHaveAttribute('height', '300');
  });

  it('moves focus into the drawer, closes on Escape and gives focus back to the opener', async () => {
    const { user, drawer } = await withDrawerOpen();
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(drawerButton()).toHaveAttribute('aria-expanded', 'false');
    expect(drawerButton()).toHaveFocus();
  });

  it('closes the menu it was opened from, so nothing stays open behind it', async () => {
    const { user, store } = await withMenuOpen();
    await user.click(drawerButton());
    await screen.findByRole('dialog');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(store.getState().machines.menu).toEqual({ value: 'closed', context: {}, event: 'CLOSE' });
  });

  it('closes with its close button', async () => {
    const { user, drawer } = await withDrawerOpen();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(drawerButton()).toHaveFocus();
  });

  it('closes when one of its links is chosen', async () => {
    const { user, drawer, router } = await withDrawerOpen();
    await user.click(within(drawer).getByRole('link', { name: 'CAREERS' }));
    expect(router.state.location.pathname).toBe('/career');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('shell: footer', () => {
  const footer = () => screen.getByRole('contentinfo');

  it('shows the logos, both offices with the shared e-mail and phone, and the service lists', async () => {
    renderApp(QUIET_ROUTE);
    expect(await within(footer()).findByRole('img', { name: COMPANY.name })).toHaveAttribute('src', mediaUrl(logos[0].logo));
    // The logo once: the monogram (the second record) is part of it already.
    expect(footer().querySelectorAll('.site-footer__logos img')).toHaveLength(1);
    for (const office of COMPANY.offices) {
      expect(within(footer()).getByText(office.label)).toBeInTheDocument();
      expect(within(footer()).getByText(office.address)).toBeInTheDocument();
    }
    expect(within(footer()).getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}`);
    expect(within(footer()).getByRole('link', { name: COMPANY.phoneDisplay })).toHaveAttribute('href', `tel:+91${COMPANY.phone}`);
    for (const service of [...COMPANY.footerServices.left, ...COMPANY.footerServices.right]) {
      expect(within(footer()).getByRole('link', { name: service.name })).toHaveAttribute('href', service.to);
    }
    expect(within(footer()).getByRole('heading', { level: 2, name: 'Tenders' })).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'Tender board: open tenders and how to apply' })).toHaveAttribute('href', '/tender');
  });

  it('shows the copyright with the current year', () => {
    // Only the clock is faked: msw, React and Testing Library keep their real timers.
    jest.useFakeTimers({ ...FAKE_DATE_ONLY, now: new Date('2031-01-01T00:00:05') });
    try {
      renderApp(QUIET_ROUTE);
      expect(within(footer()).getByText(`© 2031 ${COMPANY.legalName}`)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('links to Facebook, WhatsApp, Instagram and LinkedIn in a new tab without an opener', () => {
    renderApp(QUIET_ROUTE);
    const social = within(footer()).getByRole('list', { name: 'Follow us' });
    const expected: Array<[string, string]> = [
      ['Facebook', COMPANY.social.facebook],
      ['WhatsApp', whatsappUrl(whatsappMessage(QUIET_ROUTE))],
      ['Instagram', COMPANY.social.instagram],
      ['LinkedIn', COMPANY.social.linkedin],
    ];
    for (const [name, href] of expected) {
      const link = within(social).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('has the floating stack: call, e-mail, Instagram, Facebook, WhatsApp', () => {
    renderApp(QUIET_ROUTE);
    const stack = screen.getByRole('navigation', { name: 'Quick contact' });
    const links = within(stack).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      [`Call us on ${COMPANY.phoneDisplay}`, `tel:+91${COMPANY.phone}`],
      [`E-mail us at ${COMPANY.email}`, `mailto:${COMPANY.email}`],
      ['Instagram (opens in a new tab)', COMPANY.social.instagram],
      ['Facebook (opens in a new tab)', COMPANY.social.facebook],
      ['WhatsApp (opens in a new tab)', whatsappUrl(whatsappMessage(QUIET_ROUTE))],
    ]);
  });

  it.each([
    ['/projects', 'Projects', undefined],
    ['/services/estimate', 'Interior Estimate', undefined],
    ['/tender/detailsoftender?tenderNo=VI%2F25%2F3', 'Tender detail', 'tender VI/25/3'],
  ])('opens WhatsApp with a message naming the page on %s', (path, page, about) => {
    renderApp(path);
    const stack = screen.getByRole('navigation', { name: 'Quick contact' });
    const href = within(stack).getByRole('link', { name: 'WhatsApp (opens in a new tab)' }).getAttribute('href')!;
    expect(new URL(href).searchParams.get('text')).toBe(whatsappMessage(page, about));
  });

  it('plays its video muted and in a loop, hidden from assistive technology', () => {
    const { container } = renderApp(QUIET_ROUTE);
    const video = container.querySelector('footer video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', mediaUrl(COMPANY.media.footerVideo));
    expect(video).toHaveAttribute('poster', mediaUrl(COMPANY.media.footerPoster));
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('aria-hidden', 'true');
  });
});
