export function GalleryAllPhotos() {
  return null;
}
