import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ImageRequest } from './image-request';
import { PRODUCT_ORIGINAL_WIDTH, renderPhotograph } from './photograph';

/** Bumped when the rendering changes, so no process reads an older rendering from disk. */
const RENDERING = 'photograph-3';
/** Copies kept in memory, newest use last; the originals live on disk. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

export interface Picture {
  readonly body: Buffer;
  readonly type: string;
}

/**
 * The seeded pictures as photographs: each original rendered once from its drawing
 * (`{file}.svg` beside where the `.jpg` would be) and kept on disk for every process of this
 * machine, each resized copy made once and kept in memory. Callers asking for the same picture
 * at once share one rendering.
 */
export class PictureStore {
  private readonly kept = new Map<string, Promise<Picture | undefined>>();
  private keptBytes = 0;
  private readonly diskDir: string;

  constructor(private readonly mediaDir: string) {
    this.diskDir = join(tmpdir(), `lera-media-${RENDERING}`);
    mkdirSync(this.diskDir, { recursive: true });
  }

  /** The picture a request asks for; undefined when there is no drawing of that name. */
  get(request: ImageRequest): Promise<Picture | undefined> {
    const key = JSON.stringify(request);
    const known = this.kept.get(key);
    if (known) {
      this.kept.delete(key);
      this.kept.set(key, known);
      return known;
    }
    const made = this.make(request).then((picture) => {
      if (picture) this.remember(picture.body.length);
      return picture;
    });
    this.kept.set(key, made);
    made.catch(() => this.kept.delete(key));
    return made;
  }

  private async make(request: ImageRequest): Promise<Picture | undefined> {
    const original = await this.original(request.file);
    if (!original || request.variant === null) {
      return original && { body: original, type: 'image/jpeg' };
    }
    const { width, height, quality, format } = request.variant;
    const body = await sharp(original)
      .resize({
        width: width || undefined,
        height: height || undefined,
        fit: width && height ? 'cover' : 'inside',
        // Never wider than the original: a browser scales up as well, for fewer bytes.
        withoutEnlargement: true,
      })
      .toFormat(format, { quality })
      .toBuffer();
    return { body, type: `image/${format}` };
  }

  private async original(file: string): Promise<Buffer | undefined> {
    const drawing = await readFile(join(this.mediaDir, file.replace(/\.jpg$/, '.svg'))).catch(
      () => undefined,
    );
    if (!drawing) return undefined;
    // Named by the drawing as well as the file: a redrawn picture is rendered anew.
    const name = createHash('sha1').update(file).update(drawing).digest('hex');
    const onDisk = join(this.diskDir, name);
    const rendered = await readFile(onDisk).catch(() => undefined);
    if (rendered) return rendered;
    const product = file.startsWith('products/');
    const packshot = product && !file.endsWith('-styled.jpg');
    const body = await renderPhotograph(drawing, {
      seed: file,
      flatGround: packshot,
      width: product ? PRODUCT_ORIGINAL_WIDTH : undefined,
    });
    // Written whole under a temporary name first, so another process never reads half a file.
    const partial = `${onDisk}.${process.pid}`;
    await writeFile(partial, body);
    await rename(partial, onDisk);
    return body;
  }

  private remember(bytes: number): void {
    this.keptBytes += bytes;
    for (const [key, oldest] of this.kept) {
      if (this.keptBytes <= MAX_KEPT_BYTES) break;
      this.kept.delete(key);
      void oldest.then((picture) => {
        this.keptBytes -= picture?.body.length ?? 0;
      });
    }
  }
}
