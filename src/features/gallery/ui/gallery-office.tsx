export function GalleryOffice() {
  return null;
}
