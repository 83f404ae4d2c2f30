import { useText } from '@/shared/i18n';
import { galleryText, galleryBannerImage } from '@/features/gallery';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { PageBanner } from '@/shared/ui/page-banner';
import { useGetGalleryHeaderQuery } from '@/entities/gallery-header';
import './gallery.scss';

/** The gallery's own screens; the index and `allphotos` are the same screen. */
const SCREENS = [
  { to: '/gallery/allphotos', label: 'All photos', paths: ['/gallery', '/gallery/allphotos'] },
  { to: '/gallery/staff', label: 'Staff', paths: ['/gallery/staff'] },
  { to: '/gallery/team', label: 'Team', paths: ['/gallery/team'] },
  { to: '/gallery/office', label: 'Office', paths: ['/gallery/office'] },
];

/**
 * Gallery: the header image and the chosen screen. All photos has the one row of category tabs; the staff,
 * team and office screens have the row of links between the screens instead, never both rows at once.
 */
export function GalleryPage() {
  const t = useText(galleryText);
  useDocumentTitle(t('Gallery'));
  const { data: headers = [] } = useGetGalleryHeaderQuery();
  const banner = galleryBannerImage(headers);
  const pathname = useLocation().pathname.replace(/\/+$/, '');
  const onAllPhotos = SCREENS[0].paths.includes(pathname);

  return (
    <div className="gallery-page">
      <PageBanner title={t('Gallery')} image={banner || undefined}>
        <p className="page-banner__subtitle">
          {t('Our projects, events, offices and people.')}{' '}
          {onAllPhotos && (
            <Link className="page-banner__link" to="/gallery/team">
              {t('Meet our team')}
            </Link>
          )}
        </p>
      </PageBanner>
      <div className="container gallery-page__content">
        {!onAllPhotos && (
          <nav className="gallery-nav" aria-label={t('Gallery sections')}>
            {SCREENS.map((screen) => {
              const current = screen.paths.includes(pathname);
              return (
                <Link
                  key={screen.to}
                  to={screen.to}
                  className={`gallery-nav__link${current ? ' active' : ''}`}
                  aria-current={current ? 'page' : undefined}
                >
                  {t(screen.label)}
                </Link>
              );
            })}
          </nav>
        )}
        <Outlet />
      </div>
    </div>
  );
}
