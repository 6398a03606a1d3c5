import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Serves a build as a production host does, which `vite preview` does not: text gzipped,
 * hashed assets cached for a year, every other path answered with index.html (the SPA's
 * routes). Lighthouse's figures depend on both. Usage: `tsx bench/static-server.ts <dir> <port>`.
 */
const [root = 'dist', port = '4290'] = process.argv.slice(2);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

function fileFor(pathname: string): string {
  const path = normalize(join(root, decodeURIComponent(pathname)));
  const inside = path.startsWith(normalize(root));
  return inside && existsSync(path) && statSync(path).isFile() ? path : join(root, 'index.html');
}

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://bench');
  const file = fileFor(pathname);
  const type = extname(file);
  let body = readFileSync(file);
  const headers: Record<string, string> = {
    'content-type': TYPES[type] ?? 'application/octet-stream',
    'cache-control': pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  };
  if (COMPRESSIBLE.has(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
  }
  response.writeHead(200, headers).end(body);
}).listen(Number(port), '127.0.0.1');
