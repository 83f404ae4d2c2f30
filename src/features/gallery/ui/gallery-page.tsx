import { NavLink, Outlet } from 'react-router-dom';
import { mediaUrl } from '@/shared/config/env';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { PageBanner } from '@/shared/ui/page-banner';
import { useGetGalleryHeaderQuery } from '../api/gallery-api';
import { galleryBannerImage } from '../model/gallery-filter';
import './gallery.scss';

const SCREENS = [
  { to: '/gallery/allphotos', label: 'All photos' },
  { to: '/gallery/staff', label: 'Staff' },
  { to: '/gallery/team', label: 'Team' },
  { to: '/gallery/office', label: 'Office' },
];

/** Gallery: the header image, links to the four gallery screens, and the chosen screen. */
export function GalleryPage() {
  useDocumentTitle('Gallery');
  const { data: headers = [] } = useGetGalleryHeaderQuery();
  const banner = galleryBannerImage(headers);

  return (
    <div className="gallery-page">
      <PageBanner title="Gallery" image={banner ? mediaUrl(banner) : undefined}>
        <p className="page-banner__subtitle">Our projects, events, offices and people.</p>
      </PageBanner>
      <div className="container gallery-page__content">
        <nav className="gallery-nav" aria-label="Gallery sections">
          {SCREENS.map((screen) => (
            <NavLink key={screen.to} to={screen.to} className="gallery-nav__link">
              {screen.label}
            </NavLink>
          ))}
        </nav>
        <Outlet />
      </div>
    </div>
  );
}
