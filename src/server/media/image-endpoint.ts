import type { Context } from 'hono';
import { CACHE_CONTROL } from '@/server/cache-policy';
import { parseImageRequest } from './image-request';
import { PictureStore } from './picture-store';

/**
 * The seeded shop's image service, as the content service's image CDN answers
 * (docs/product.md#other-calls, docs/operations.md#pictures): `GET /media/{file}.jpg` and its
 * resized copies. Used by the production server, the dev server and the stub backend alike.
 * Answers `next()` for any other media (icons and swatches are served as files).
 */
export function imageEndpoint(mediaDir: string) {
  const pictures = new PictureStore(mediaDir);
  return async (c: Context, next: () => Promise<void>): Promise<Response | void> => {
    if (!c.req.path.includes('.jpg')) return next();
    const request = parseImageRequest(c.req.path);
    if ('error' in request) return c.text(request.error, 400);
    const picture = await pictures.get(request);
    if (!picture) return c.text(`no picture ${request.file}`, 404);
    return c.body(new Uint8Array(picture.body), 200, {
      'Content-Type': picture.type,
      // An address names exactly one rendering, so any cache may keep it for good.
      'Cache-Control': CACHE_CONTROL.asset,
    });
  };
}
