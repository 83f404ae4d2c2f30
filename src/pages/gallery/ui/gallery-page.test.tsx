import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { API_URL } from '@/shared/config/env';
import gallery from '@content/gallery.json';
import founders from '@content/founders.json';
import { renderApp } from '../../../../test/utils/render';
import { GALLERY_TABS } from '@/features/gallery';

const inCategory = (category: string) =>
  gallery.filter((item) => item.categories.split(',').some((value) => value.trim().toLowerCase() === category.toLowerCase()));

const photoButtons = () => within(screen.getByRole('tabpanel')).queryAllByRole('button', { name: /^View larger/ });

describe('GalleryPage', () => {
  it('filters by tab, All Photos first and selected, asking the API host again on each change', async () => {
    let reads = 0;
    server.use(
      http.get(`${API_URL}/getGalleryData`, () => {
        reads += 1;
        return HttpResponse.json(gallery);
      }),
    );
    renderApp('/gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gallery' }, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(photoButtons()).toHaveLength(gallery.length));

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All Photos', "Projects's", "Event's", 'Office', 'Staff']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(reads).toBe(1);

    // Each category tab (their labels and values are pinned to the spec in gallery-filter.test.ts).
    for (const { label, value } of GALLERY_TABS.filter((tab) => tab.value !== 'AllPhotos')) {
      const before = reads;
      await userEvent.click(screen.getByRole('tab', { name: label }));
      await waitFor(() => expect(reads).toBe(before + 1));
      await waitFor(() => expect(photoButtons()).toHaveLength(inCategory(value).length));
    }
    await userEvent.click(screen.getByRole('tab', { name: 'All Photos' }));
    await waitFor(() => expect(reads).toBe(6));
    await waitFor(() => expect(photoButtons()).toHaveLength(gallery.length));
  });

  it('opens a photo large and steps through the photos with the arrow keys', async () => {
    renderApp('/gallery/allphotos');
    await waitFor(() => expect(photoButtons()).toHaveLength(gallery.length), { timeout: 5_000 });
    await userEvent.click(photoButtons()[0]);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(`(1 of ${gallery.length})`);
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(`(2 of ${gallery.length})`);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(`(${gallery.length} of ${gallery.length})`);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has the staff, team and office screens', async () => {
    renderApp('/gallery/staff');
    const staff = await screen.findByRole('list', { name: 'Our staff at work' }, { timeout: 5_000 });
    expect(within(staff).getAllByRole('listitem')).toHaveLength(inCategory('Staff').length);

    await userEvent.click(screen.getByRole('link', { name: 'Office' }));
    const office = await screen.findByRole('list', { name: 'Our offices' });
    expect(within(office).getAllByRole('listitem')).toHaveLength(inCategory('Office').length);

    await userEvent.click(screen.getByRole('link', { name: 'Team' }));
    const team = await screen.findByRole('list', { name: 'Our team' });
    expect(within(team).getAllByRole('listitem')).toHaveLength(founders.length);
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the tabs and the screens when the gallery read fails', async () => {
    server.use(http.get(`${API_URL}/getGalleryData`, () => HttpResponse.error()));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/gallery/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gallery' }, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Error fetching gallery data'));
    expect(screen.queryByRole('heading', { name: 'Our staff at work' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'All photos' }));
    await waitFor(() => expect(screen.queryByRole('tablist')).not.toBeInTheDocument());
  });
});
