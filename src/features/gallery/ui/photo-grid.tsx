import { useText } from '@/shared/i18n';
import { galleryText } from '../i18n/gallery-text';
import { useState } from 'react';
import { Photo } from '@/shared/ui/photo';
import { PhotoLightbox, type LightboxPhoto } from './photo-lightbox';

/** The grid's tile width (`.photo-grid`: columns of at least 15rem): one column on a phone. */
const GRID_SIZES = '(max-width: 575px) calc(100vw - 2rem), (max-width: 991px) 45vw, 22rem';

/** A grid of photos; each opens the lightbox, which can step through the whole grid. */
export function PhotoGrid({ photos, label }: { photos: readonly LightboxPhoto[]; label: string }) {
  const t = useText(galleryText);
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;

  return (
    <>
      <ul className="photo-grid" aria-label={label}>
        {photos.map((photo, position) => (
          <li key={`${photo.path}-${position}`} className="photo-grid__item">
            <button type="button" className="photo-grid__button" onClick={() => setOpen(position)} aria-label={t('View larger: {{name}}', { name: photo.alt || t('photo {{number}}', { number: position + 1 }) })}>
              <Photo
                className="photo-grid__image"
                path={photo.path}
                alt=""
                width={400}
                height={300}
                sizes={GRID_SIZES}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      <PhotoLightbox photos={photos} index={open} onChange={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
