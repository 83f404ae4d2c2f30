import { mediaUrl } from '@/shared/config/env';
import type { HeaderImage } from '../model/header-image';

/** The banner of a screen whose header images come from the API: the first one that names a file, if any. */
export function headerImageUrl(headerImages: readonly HeaderImage[]): string | undefined {
  const header = headerImages.find((entry) => entry.Image);
  return header ? mediaUrl(header.Image) : undefined;
}
