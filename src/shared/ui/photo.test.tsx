import { fireEvent, render, screen } from '@testing-library/react';
import { mediaUrl } from '@/shared/config/env';
import { Photo } from './photo';

describe('Photo', () => {
  it('offers AVIF and WebP variants of a photo at every width, sized, lazy when asked', () => {
    const { container } = render(
      <Photo path="/uploads/gallery/site-visit.jpg" alt="Site visit" width={400} height={300} sizes="(max-width: 575px) 100vw, 22rem" loading="lazy" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toBe(
      [480, 800, 1200, 1600].map((width) => `${mediaUrl(`/variants/gallery/site-visit.jpg.${width}w.avif`)} ${width}w`).join(', '),
    );
    expect(sources[1].getAttribute('sizes')).toBe('(max-width: 575px) 100vw, 22rem');
    const image = screen.getByRole('img', { name: 'Site visit' });
    expect(image).toHaveAttribute('src', mediaUrl('/uploads/gallery/site-visit.jpg'));
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows artwork and inline images as they are, and the fallback when a photo fails', () => {
    const { container, rerender } = render(<Photo path="/uploads/projects/villa.svg" alt="Villa" width={400} height={300} sizes="100vw" fallback="/backend/uploads/fallback.svg" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Villa' })).toHaveAttribute('src', mediaUrl('/uploads/projects/villa.svg'));

    rerender(<Photo path="/uploads/projects/villa.jpg" alt="Villa" width={400} height={300} sizes="100vw" fallback="/backend/uploads/fallback.svg" />);
    const photo = screen.getByRole('img', { name: 'Villa' });
    fireEvent.error(photo);
    // The same element (whoever holds it keeps it), its variants dropped.
    expect(container.querySelector('source')).toBeNull();
    expect(screen.getByRole('img', { name: 'Villa' })).toBe(photo);
    expect(photo).toHaveAttribute('src', '/backend/uploads/fallback.svg');
  });
});
