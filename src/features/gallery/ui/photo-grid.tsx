import { useState } from 'react';
import { PhotoLightbox, type LightboxPhoto } from './photo-lightbox';

/** A grid of photos; each opens the lightbox, which can step through the whole grid. */
export function PhotoGrid({ photos, label }: { photos: readonly LightboxPhoto[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;

  return (
    <>
      <ul className="photo-grid" aria-label={label}>
        {photos.map((photo, position) => (
          <li key={`${photo.src}-${position}`} className="photo-grid__item">
            <button type="button" className="photo-grid__button" onClick={() => setOpen(position)} aria-label={`View larger: ${photo.alt || `photo ${position + 1}`}`}>
              <img className="photo-grid__image" src={photo.src} alt="" width={400} height={300} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <PhotoLightbox photos={photos} index={open} onChange={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
