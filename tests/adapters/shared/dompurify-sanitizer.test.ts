import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml, sanitizeRichText } from '../../support/sanitize';

describe('the notice HTML sanitiser', () => {
  it('keeps emphasis and links', async () => {
    expect(await sanitizeNoticeHtml('Free <strong>delivery</strong> <a href="/se/x">now</a>')).toBe(
      'Free <strong>delivery</strong> <a href="/se/x">now</a>',
    );
  });

  it('drops scripts, handlers, javascript: links and other tags', async () => {
    const clean = await sanitizeNoticeHtml(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)" onclick="x()">hi</a><iframe src="//e"></iframe>',
    );
    expect(clean).toBe('<a>hi</a>');
  });
});

describe('the rich text sanitiser', () => {
  it('keeps headings and lists, which a notice may not hold', async () => {
    const html = '<h2>Care</h2><ul><li>Hand wash</li></ul>';
    expect(await sanitizeRichText(html)).toBe(html);
    expect(await sanitizeNoticeHtml(html)).toBe('CareHand wash');
  });
});
