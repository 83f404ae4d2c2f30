export function GalleryTeam() {
  return null;
}
