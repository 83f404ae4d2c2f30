import type { KeyboardEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { stepPhoto } from '../model/lightbox';

export interface LightboxPhoto {
  src: string;
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
  const count = photos.length;
  const photo = index === null ? undefined : photos[index];
  const step = (delta: number) => index !== null && onChange(stepPhoto(index, delta, count));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Modal show={photo !== undefined} onHide={onClose} centered size="xl" aria-labelledby="lightbox-title" onKeyDown={onKeyDown} className="lightbox">
      {photo && index !== null && (
        <>
          <Modal.Header closeButton closeLabel="Close">
            <Modal.Title id="lightbox-title" as="h2" className="lightbox__title">
              {photo.alt || 'Photo'} <span className="lightbox__count">({index + 1} of {count})</span>
            </Modal.Title>
          </Modal.Header>
          <Modal.Body className="lightbox__body">
            <img className="lightbox__image" src={photo.src} alt={photo.alt} width={1200} height={900} />
          </Modal.Body>
          {count > 1 && (
            <Modal.Footer className="lightbox__footer">
              <button type="button" className="btn btn-outline-primary" onClick={() => step(-1)}>
                ‹ Previous photo
              </button>
              <button type="button" className="btn btn-outline-primary" onClick={() => step(1)}>
                Next photo ›
              </button>
            </Modal.Footer>
          )}
        </>
      )}
    </Modal>
  );
}
