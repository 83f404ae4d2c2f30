import { useText } from '@/shared/i18n';
import { galleryText } from '../i18n/gallery-text';
import { useEffect } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Photo } from '@/shared/ui/photo';
import { stepPhoto } from '../model/lightbox';

export interface LightboxPhoto {
  /** The API-host path of the photo (shown through `Photo`, which picks a responsive variant). */
  path: string;
  alt: string;
}

interface PhotoLightboxProps {
  photos: readonly LightboxPhoto[];
  /** The photo shown, or `null` when closed. */
  index: number | null;
  onChange: (index: number) => void;
  onClose: () => void;
}

/**
 * One photo at full size in a modal dialog. Left and right arrow keys (and the buttons) move through
 * the photos, wrapping round; Escape or Close returns focus to the photo that opened it.
 */
export function PhotoLightbox({ photos, index, onChange, onClose }: PhotoLightboxProps) {
  const t = useText(galleryText);
  const count = photos.length;
  const photo = index === null ? undefined : photos[index];
  const open = index !== null && photo !== undefined;

  // On the document: the dialog focuses its outer element, outside the part react-bootstrap lets us
  // listen on; arrows belong to the lightbox as long as it is open.
  useEffect(() => {
    if (!open || count < 2) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (delta === 0 || event.defaultPrevented) return;
      event.preventDefault();
      onChange(stepPhoto(index, delta, count));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, index, count, onChange]);

  const step = (delta: number) => index !== null && onChange(stepPhoto(index, delta, count));

  return (
    <Modal show={photo !== undefined} onHide={onClose} centered size="xl" aria-labelledby="lightbox-title" className="lightbox">
      {photo && index !== null && (
        <>
          <Modal.Header closeButton closeLabel={t('Close')}>
            <Modal.Title id="lightbox-title" as="h2" className="lightbox__title">
              {photo.alt || t('Photo')} <span className="lightbox__count">{t('({{number}} of {{count}})', { number: index + 1, count })}</span>
            </Modal.Title>
          </Modal.Header>
          <Modal.Body className="lightbox__body">
            <Photo className="lightbox__image" path={photo.path} alt={photo.alt} width={1200} height={900} sizes="(max-width: 1240px) 100vw, 1200px" />
          </Modal.Body>
          {count > 1 && (
            <Modal.Footer className="lightbox__footer">
              <button type="button" className="btn btn-outline-primary" onClick={() => step(-1)}>
                {t('‹ Previous photo')}
              </button>
              <button type="button" className="btn btn-outline-primary" onClick={() => step(1)}>
                {t('Next photo ›')}
              </button>
            </Modal.Footer>
          )}
        </>
      )}
    </Modal>
  );
}
