import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';
import { DomPurifySanitizer } from '@/adapters/shared/dompurify-sanitizer';

/** The shop's sanitizer over a DOM of its own, as the server runs it. */
const sanitizer = new DomPurifySanitizer(async () => new JSDOM('').window as unknown as WindowLike);

/** A header notice's HTML as the shop shows it. */
export const sanitizeNoticeHtml = (html: string) => sanitizer.sanitize('notice', html);

/** A block's rich text as the shop shows it. */
export const sanitizeRichText = (html: string) => sanitizer.sanitize('rich-text', html);
