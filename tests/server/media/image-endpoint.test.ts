import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageEndpoint } from '@/server/media/image-endpoint';
import { ORIGINAL_WIDTH, renderPhotograph } from '@/server/media/photograph';

const MEDIA = fileURLToPath(new URL('../../../public/media', import.meta.url));
const app = new Hono().use('/media/*', imageEndpoint(MEDIA)).get('*', (c) => c.text('page'));

async function picture(path: string) {
  const answer = await app.request(path);
  const body = Buffer.from(await answer.arrayBuffer());
  return { answer, body, meta: answer.ok ? await sharp(body).metadata() : undefined };
}

/** How many distinct colours a picture has: a flat drawing has a few, a photograph thousands. */
async function colours(body: Buffer): Promise<number> {
  const { data } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
  const seen = new Set<number>();
  for (let at = 0; at < data.length; at += 3)
    seen.add((data[at]! << 16) | (data[at + 1]! << 8) | data[at + 2]!);
  return seen.size;
}

// The seeded shop's image service (docs/operations.md#pictures).
describe('imageEndpoint', () => {
  it('renders a drawing as a photograph-like original at least 1600 px wide', async () => {
    const { answer, body, meta } = await picture('/media/content/vase.jpg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/jpeg');
    expect(answer.headers.get('Cache-Control')).toContain('immutable');
    expect(meta).toMatchObject({ format: 'jpeg', width: ORIGINAL_WIDTH, height: ORIGINAL_WIDTH });
    expect(ORIGINAL_WIDTH).toBeGreaterThanOrEqual(1600);
    expect(await colours(body)).toBeGreaterThan(5000);
  }, 30_000);

  it('answers a resized webp at the width and quality asked, keeping the aspect ratio', async () => {
    const path = '/media/content/hero-kiln.jpg/m/640x0/filters:quality(70):format(webp)';
    const { answer, body, meta } = await picture(path);
    expect(answer.headers.get('Content-Type')).toBe('image/webp');
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 360 });
    const rougher = await picture(
      '/media/content/hero-kiln.jpg/m/640x0/filters:quality(20):format(webp)',
    );
    expect(rougher.body.length).toBeLessThan(body.length);
  }, 30_000);

  it('renders the same photograph from the same drawing every time, byte for byte', async () => {
    const drawing = readFileSync(`${MEDIA}/products/serveringsskal-earth.svg`);
    const options = { seed: 'products/serveringsskal-earth.jpg', flatGround: true };
    const first = await renderPhotograph(drawing, options);
    expect((await renderPhotograph(drawing, options)).equals(first)).toBe(true);
    const other = await renderPhotograph(drawing, { ...options, seed: 'another' });
    expect(other.equals(first)).toBe(false);
  }, 30_000);

  it('keeps a packshot’s ground flat, so the table-setting tool can key it out', async () => {
    const { body } = await picture(
      '/media/products/serveringsskal-earth.jpg/m/400x0/filters:format(png)',
    );
    const { data } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    // The top left corner is ground, #f1eee8, give or take what compression moves (a step or
    // two; src/ui/table-setting/piece-cut-out.tsx allows three), and no grain.
    const ground = [0xf1, 0xee, 0xe8];
    for (const at of [0, 3 * 57, 3 * 399]) {
      data.subarray(at, at + 3).forEach((value, channel) => {
        expect(Math.abs(value - ground[channel]!)).toBeLessThanOrEqual(2);
      });
    }
  }, 30_000);

  it('answers 400 with the fault for a bad address, 404 for no such picture', async () => {
    const bad = await app.request('/media/content/vase.jpg/m/640x0/filters:format(gif)');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/format\(gif\)/);
    const missing = await app.request('/media/content/no-such-picture.jpg');
    expect(missing.status).toBe(404);
    // Drawings and icons are files: the endpoint leaves them to what follows.
    expect(await (await app.request('/media/content/vase.svg')).text()).toBe('page');
  });

  it('renders a redrawn picture anew, in a process that finds the old one on disk', async () => {
    const media = mkdtempSync(join(tmpdir(), 'lera-drawings-'));
    mkdirSync(join(media, 'content'));
    const draw = (fill: string) =>
      writeFileSync(
        join(media, 'content', 'swatch.svg'),
        `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${fill}"/></svg>`,
      );
    /** The red channel at the middle of the picture, as a fresh process serves it. */
    const red = async () => {
      const server = new Hono().use('/media/*', imageEndpoint(media));
      const answer = await server.request('/media/content/swatch.jpg/m/320x0/filters:format(png)');
      const { data } = await sharp(Buffer.from(await answer.arrayBuffer()))
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data[(160 * 320 + 160) * 3]!;
    };
    draw('#d02020');
    expect(await red()).toBeGreaterThan(150);
    draw('#2020d0');
    expect(await red()).toBeLessThan(100);
  }, 30_000);
});
