/**
 * A readable name from an image path, for records that carry only a file (client logos, gallery
 * photos): `/uploads/clients/sai-darshan-residency.svg` → `Sai darshan residency`.
 * Returns '' for data URIs and paths with no usable file name.
 */
export function nameFromPath(path: string | null | undefined): string {
  if (!path || /^data:/i.test(path)) return '';
  const file = path.split(/[?#]/)[0].split('/').pop() ?? '';
  const words = decodeURIComponentSafe(file)
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!words || /^\d+$/.test(words)) return '';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
