import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml } from '@/ui/site/header/sanitize-notice-html';

describe('the notice HTML sanitiser (SPEC §3 Notice)', () => {
  it('keeps emphasis and links', () => {
    expect(sanitizeNoticeHtml('Free <strong>delivery</strong> <a href="/se/x">now</a>')).toBe(
      'Free <strong>delivery</strong> <a href="/se/x">now</a>',
    );
  });

  it('drops scripts, handlers, javascript: links and other tags', () => {
    const clean = sanitizeNoticeHtml(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)" onclick="x()">hi</a><iframe src="//e"></iframe>',
    );
    expect(clean).toBe('<a>hi</a>');
  });
});
