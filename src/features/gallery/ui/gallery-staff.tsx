export function GalleryStaff() {
  return null;
}
