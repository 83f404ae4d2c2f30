import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { mediaUrl } from '@/shared/config/env';
import { VARIANT_FORMATS, VARIANT_WIDTHS, hasVariants, variantPath, type VariantFormat } from '@/shared/contracts/photo-variants';

export interface PhotoProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'onError'> {
  /** The API-host path the content names, e.g. `/uploads/gallery/site-visit.jpg` (or an SVG, or a `data:image/…` URI). */
  path: string;
  alt: string;
  /** Intrinsic size of the slot (its aspect ratio reserves the space before the file arrives). */
  width: number;
  height: number;
  /** How wide the photo is shown, as for `<img sizes>`: lets the browser pick the smallest variant that is sharp enough. */
  sizes: string;
  /** Shown instead when the photo cannot be loaded. */
  fallback?: string;
}

const srcSetFor = (path: string, format: VariantFormat) =>
  VARIANT_WIDTHS.map((width) => `${mediaUrl(variantPath(path, width, format))} ${width}w`).join(', ');

/**
 * A content photo. A JPEG, PNG or WebP becomes a `<picture>` offering the server's AVIF and WebP
 * variants at several widths (`srcset` + `sizes`), so a phone downloads a small file and a wide screen a
 * sharp one; artwork (SVG) and inline images are shown as they are. Always with `width`/`height`; pass
 * `loading="lazy"` below the fold.
 */
export function Photo({ path, fallback, sizes, alt, ...img }: PhotoProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    setFailed(false);
    // A server-rendered image may have failed before hydration attached `onError`: a finished load
    // with no pixels is that failure.
    const element = image.current;
    if (fallback && element?.complete && element.naturalWidth === 0) setFailed(true);
  }, [path, fallback]);
  const onError = fallback ? () => setFailed(true) : undefined;

  const shown = failed && fallback ? fallback : mediaUrl(path);
  if (!hasVariants(path)) return <img {...img} ref={image} alt={alt} src={shown} onError={onError} />;
  // The same `<img>` element shows the fallback (its variants dropped), so nothing holding it loses it.
  return (
    <picture>
      {!failed && VARIANT_FORMATS.map((format) => <source key={format} type={`image/${format}`} srcSet={srcSetFor(path, format)} sizes={sizes} />)}
      <img {...img} ref={image} alt={alt} src={shown} onError={onError} />
    </picture>
  );
}
