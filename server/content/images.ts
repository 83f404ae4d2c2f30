import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { VARIANT_FORMATS, VARIANT_WIDTHS, hasVariants, variantPath, type VariantFormat, type VariantWidth } from '../../src/shared/contracts/photo-variants';

/**
 * Photos → responsive variants. Every JPEG, PNG or WebP under `content/uploads` (videos' posters aside)
 * gets AVIF and WebP copies at `VARIANT_WIDTHS`, made with sharp: EXIF orientation applied, never
 * enlarged, and no metadata kept (sharp drops EXIF, GPS, camera and XMP unless asked to keep them).
 * Variants are generated files: they live in `DATA_DIR/variants`, never in the repository, and are
 * remade whenever the photo is newer than them.
 */

export interface ImageSettings {
  contentDir: string;
  dataDir: string;
}

const QUALITY: Record<VariantFormat, number> = { avif: 50, webp: 72 };

export const variantsDir = (settings: ImageSettings) => path.join(settings.dataDir, 'variants');

/** The file of a variant, and of its photo, for an uploads path such as `/uploads/gallery/x.jpg`. */
export function variantFiles(settings: ImageSettings, uploadsPath: string, width: VariantWidth, format: VariantFormat) {
  return {
    source: path.join(settings.contentDir, uploadsPath),
    target: path.join(variantsDir(settings), variantPath(uploadsPath, width, format).slice('/variants/'.length)),
  };
}

const isFresh = (source: string, target: string) => existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs;

const running = new Map<string, Promise<string>>();

/** Makes one variant if it is missing or older than its photo; returns its file. One at a time per file. */
export function ensureVariant(settings: ImageSettings, uploadsPath: string, width: VariantWidth, format: VariantFormat): Promise<string> {
  const { source, target } = variantFiles(settings, uploadsPath, width, format);
  if (isFresh(source, target)) return Promise.resolve(target);
  const pending = running.get(target);
  if (pending) return pending;
  const work = (async () => {
    mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.part`;
    const pipeline = sharp(source, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true });
    await (format === 'avif' ? pipeline.avif({ quality: QUALITY.avif, effort: 2 }) : pipeline.webp({ quality: QUALITY.webp })).toFile(partial);
    renameSync(partial, target);
    return target;
  })().finally(() => running.delete(target));
  running.set(target, work);
  return work;
}

/** Every uploads path with variants in the content folder, e.g. `/uploads/gallery/site-visit.jpg`. */
export function listPhotos(contentDir: string): string[] {
  const uploads = path.join(contentDir, 'uploads');
  if (!existsSync(uploads)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const uploadsPath = `/uploads/${path.relative(uploads, full).split(path.sep).join('/')}`;
        if (hasVariants(uploadsPath)) found.push(uploadsPath);
      }
    }
  };
  walk(uploads);
  return found.sort();
}

export interface ImagesReport {
  photos: number;
  /** Variants made now (or, on a dry run, that would be made). */
  made: string[];
  failed: Array<{ photo: string; problem: string }>;
}

/** Makes every missing or stale variant of every photo in the content folder. */
export async function prepareImages(settings: ImageSettings, options: { dryRun?: boolean } = {}): Promise<ImagesReport> {
  const photos = listPhotos(settings.contentDir);
  const report: ImagesReport = { photos: photos.length, made: [], failed: [] };
  // A photo that cannot be read is reported once, and its other variants are not tried.
  photos: for (const photo of photos) {
    for (const width of VARIANT_WIDTHS) {
      for (const format of VARIANT_FORMATS) {
        const { source, target } = variantFiles(settings, photo, width, format);
        if (isFresh(source, target)) continue;
        const name = variantPath(photo, width, format);
        if (options.dryRun) {
          report.made.push(name);
          continue;
        }
        try {
          await ensureVariant(settings, photo, width, format);
          report.made.push(name);
        } catch (error) {
          report.failed.push({ photo, problem: (error as Error).message });
          continue photos;
        }
      }
    }
  }
  return report;
}

export function describeImages(report: ImagesReport, dryRun = false): string {
  const lines = [`Photos: ${report.photos} in uploads, ${report.made.length} variant(s) ${dryRun ? 'to make' : 'made'}, ${report.failed.length} failed.`];
  for (const { photo, problem } of report.failed) lines.push(`  ! ${photo}: ${problem}`);
  return lines.join('\n');
}
