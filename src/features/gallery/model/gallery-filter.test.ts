import type { GalleryItem } from '@/entities/gallery-item';
import { filterGallery, GALLERY_TABS, galleryBannerImage } from './gallery-filter';
import { stepPhoto } from './lightbox';

const item = (image: string, categories: string): GalleryItem => ({ image, categories });

const items = [
  item('/a.svg', 'Project, Office'),
  item('/b.svg', 'Event'),
  item('/c.svg', ' staff ,Event'),
  item('/d.svg', 'Projects'),
  item('/e.svg', 'OFFICE'),
  item('', 'Office'),
];

describe('gallery filter', () => {
  it('has the five tabs of the spec, All Photos first', () => {
    expect(GALLERY_TABS.map((tab) => [tab.value, tab.label])).toEqual([
      ['AllPhotos', 'All Photos'],
      ['Project', "Projects's"],
      ['Event', "Event's"],
      ['Office', 'Office'],
      ['Staff', 'Staff'],
    ]);
  });

  it('shows every photo on AllPhotos', () => {
    expect(filterGallery(items, 'AllPhotos').map((i) => i.image)).toEqual(['/a.svg', '/b.svg', '/c.svg', '/d.svg', '/e.svg']);
  });

  it('shows the photos whose categories contain the tab category, whole names in any case', () => {
    expect(filterGallery(items, 'Project').map((i) => i.image)).toEqual(['/a.svg']);
    expect(filterGallery(items, 'Event').map((i) => i.image)).toEqual(['/b.svg', '/c.svg']);
    expect(filterGallery(items, 'Office').map((i) => i.image)).toEqual(['/a.svg', '/e.svg']);
    expect(filterGallery(items, 'Staff').map((i) => i.image)).toEqual(['/c.svg']);
  });

  it('takes the first header that names an image', () => {
    expect(galleryBannerImage([{ head_Gallery: '' }, { head_Gallery: '/h.svg' }])).toBe('/h.svg');
    expect(galleryBannerImage([])).toBe('');
  });
});

describe('stepPhoto', () => {
  it('moves and wraps round both ends', () => {
    expect(stepPhoto(0, 1, 3)).toBe(1);
    expect(stepPhoto(2, 1, 3)).toBe(0);
    expect(stepPhoto(0, -1, 3)).toBe(2);
    expect(stepPhoto(0, 1, 0)).toBe(0);
  });
});
