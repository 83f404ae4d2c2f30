import type { HeaderImage } from '../model/header-image';

/**
 * The banner of a screen whose header images come from the API: the first one that names a file, as the
 * content names it (the banner shows it through `Photo`, which makes the address and its variants).
 */
export function headerImagePath(headerImages: readonly HeaderImage[]): string | undefined {
  return headerImages.find((entry) => entry.Image)?.Image;
}
