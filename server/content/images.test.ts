import { rmSync, utimesSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { VARIANT_WIDTHS } from '../../src/shared/contracts/photo-variants';
import { buildTestApp, describeDb, makeContentDir, sampleContent } from '../test-helpers';
import { listPhotos, prepareImages } from './images';

/**
 * A phone camera's picture: 4000 × 3000, shapes and light under sensor grain, saved at high quality
 * (over 5 MB), stored sideways with EXIF orientation 6 (as phones do), and carrying GPS and camera tags.
 * The pixels are written here in one pass each (ground, shapes, grain from a fixed xorshift seed): drawing
 * them with sharp (an SVG rendered at full size, Gaussian noise, a blend) took over a minute of a shared
 * machine, most of this file's time, for the same photo.
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const pixels = new Uint8ClampedArray(width * height * 3);
  const [light, shade] = [[0xd9, 0xc7, 0xa8], [0x6b, 0x58, 0x44]];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const depth = (x / width + y / height) / 2;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) pixels[i + c] = light[c] + (shade[c] - light[c]) * depth;
    }
  }
  for (let shape = 0; shape < 60; shape += 1) {
    const [left, top, w, h] = [(shape * 397) % width, (shape * 211) % height, 200 + ((shape * 53) % 700), 150 + ((shape * 37) % 500)];
    const tone = [(shape * 47) % 256, (shape * 89) % 256, (shape * 13) % 256];
    for (let y = top; y < Math.min(height, top + h); y += 1) {
      for (let x = left; x < Math.min(width, left + w); x += 1) {
        const i = (y * width + x) * 3;
        for (let c = 0; c < 3; c += 1) pixels[i + c] = (pixels[i + c] + 4 * tone[c]) / 5;
      }
    }
  }
  let seed = 2463534242;
  for (let i = 0; i < pixels.length; i += 1) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    pixels[i] += ((seed & 0xff) - 128) >> 2;
  }
  return sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PhonyCam', Model: 'P9 Pro' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 59/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 47/1 0/1' } })
    .toBuffer();
}

// Encoding a 12-megapixel photo is heavy work: generous time limits for a busy machine (about 10 s when idle).
describeDb('photo variants', () => {
  let app: FastifyInstance;
  let dir: string;
  let photo: Buffer;

  beforeAll(async () => {
    photo = await phonePhoto();
    const small = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#a08060' } }).png().toBuffer();
    dir = makeContentDir(
      { ...sampleContent(), 'gallery.json': [{ image: '/uploads/gallery/phone.jpg', categories: 'Project' }] },
      { 'gallery/phone.jpg': photo, 'projects/plan.png': small, 'projects/plan.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>', 'video/loop.jpg': small, 'projects/torn.jpg': photo.subarray(0, 2048) },
    );
    app = await buildTestApp({ config: { contentDir: dir } });
  }, 240_000);
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a 5 MB phone JPEG to a phone as a variant under 150 KB, upright and without its metadata', async () => {
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    // A phone 390 CSS px wide at 3× shows the gallery's one-column tile (100vw - 2rem) with 1,074 pixels:
    // the browser takes the first width at least that big.
    const phoneWidth = VARIANT_WIDTHS.find((width) => width >= (390 - 32) * 3);
    expect(phoneWidth).toBe(1200);

    for (const format of ['avif', 'webp'] as const) {
      const response = await app.inject({ url: `/backend/variants/gallery/phone.jpg.${phoneWidth}w.${format}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(`image/${format}`);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.rawPayload.length).toBeLessThan(150 * 1024);
      const variant = await sharp(response.rawPayload).metadata();
      // Orientation 6 applied: the landscape sensor image becomes the portrait the phone took.
      expect([variant.format === 'heif' ? 'avif' : variant.format, variant.width, variant.height]).toEqual([format, 1200, 1600]);
      expect(variant.exif).toBeUndefined();
      expect(variant.orientation).toBeUndefined();

      const again = await app.inject({ url: response.raw.req.url, headers: { 'if-none-match': String(response.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  }, 240_000);

  it('makes every missing variant once, never enlarges, and remakes them when the photo changes', async () => {
    expect(listPhotos(dir)).toEqual(['/uploads/gallery/phone.jpg', '/uploads/projects/plan.png', '/uploads/projects/torn.jpg']);
    const settings = { contentDir: dir, dataDir: app.config.dataDir };
    const dry = await prepareImages(settings, { dryRun: true });
    expect(dry.made).toHaveLength(3 * VARIANT_WIDTHS.length * 2 - 2);

    // Only the small PNG and the torn upload from here on: the phone photo's other variants take long to encode.
    rmSync(path.join(dir, 'uploads', 'gallery', 'phone.jpg'));
    const plan = await prepareImages(settings);
    expect(plan.made).toHaveLength(VARIANT_WIDTHS.length * 2);
    // A photo that cannot be read is named once, not once per width.
    expect(plan.failed).toEqual([{ photo: '/uploads/projects/torn.jpg', problem: expect.stringMatching(/./) }]);
    rmSync(path.join(dir, 'uploads', 'projects', 'torn.jpg'));
    const widest = await app.inject({ url: '/backend/variants/projects/plan.png.1600w.webp' });
    expect((await sharp(widest.rawPayload).metadata()).width).toBe(1000);
    expect((await prepareImages(settings)).made).toEqual([]);

    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, 'uploads', 'projects', 'plan.png'), later, later);
    expect((await prepareImages(settings)).made).toHaveLength(VARIANT_WIDTHS.length * 2);
  }, 240_000);

  // Anything but the fixed widths and formats of an existing photo.
  it.each([
    '/backend/variants/gallery/phone.jpg.1000w.avif',
    '/backend/variants/gallery/phone.jpg.480w.png',
    '/backend/variants/gallery/missing.jpg.480w.webp',
    '/backend/variants/projects/plan.svg.480w.webp',
    '/backend/variants/video/loop.jpg.480w.webp',
    '/backend/variants/..%2F..%2Fetc%2Fpasswd.480w.webp',
    '/backend/variants/gallery/..%2F..%2Fgallery.json.480w.webp',
  ])('answers 404 for %s', async (url) => {
    expect((await app.inject({ url })).statusCode).toBe(404);
  }, 60_000);
});
