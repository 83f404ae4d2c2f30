import { useText } from '@/shared/i18n';
import { galleryText } from '../i18n/gallery-text';
import { useGetFoundersQuery } from '@/entities/founder';
import { PhotoGrid } from './photo-grid';

/** The people who lead the company, as a photo grid. */
export function GalleryTeam() {
  const t = useText(galleryText);
  const { data: team = [], isLoading } = useGetFoundersQuery();
  const photos = team.map((person) => ({ path: person.Founders_img, alt: `${person.Founders_Name}, ${person.Founders_Role}` }));
  if (!isLoading && photos.length === 0) return null;

  return (
    <section aria-labelledby="gallery-team-title">
      <h2 id="gallery-team-title" className="gallery-page__screen-title">
        {t('Our team')}
      </h2>
      {isLoading ? <p role="status">{t('Loading photos…')}</p> : <PhotoGrid photos={photos} label={t('Our team')} />}
    </section>
  );
}
