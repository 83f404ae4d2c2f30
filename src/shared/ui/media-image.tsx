import type { ImgHTMLAttributes } from 'react';
import { mediaUrl } from '@/shared/config/env';

export interface MediaImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading' | 'decoding'> {
  /** The API-host path the content names, e.g. `/uploads/founders/asha.jpg`. */
  path: string;
  alt: string;
  /** Intrinsic size of the slot (its aspect ratio reserves the space before the file arrives). */
  width: number;
  height: number;
}

/**
 * A content image below the fold, as it is (no variants: `Photo` offers those): loaded lazily and decoded
 * off the main thread, always with its size.
 */
export function MediaImage({ path, alt, ...img }: MediaImageProps) {
  return <img {...img} alt={alt} src={mediaUrl(path)} loading="lazy" decoding="async" />;
}
