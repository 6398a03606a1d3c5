import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { hasMarkup, HTML_ALLOW_LISTS } from '@/domain/content/html-allow-lists';

const sorted = (list: readonly string[]) => [...list].sort();

describe('what the editors’ HTML may keep (docs/product.md#content-blocks)', () => {
  it('keeps inline emphasis and links in a notice', () => {
    expect(sorted(HTML_ALLOW_LISTS.notice.tags)).toEqual(
      sorted(['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'span', 'p', 'small']),
    );
  });

  it('keeps headings, lists and quotes besides in a block’s rich text', () => {
    expect(sorted(HTML_ALLOW_LISTS['rich-text'].tags)).toEqual(
      sorted([...HTML_ALLOW_LISTS.notice.tags, 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote']),
    );
  });

  it.each(['notice', 'rich-text'] as const)(
    'keeps only a link’s address, target, rel and title in %s, never a handler or a style',
    (kind) => {
      expect(sorted(HTML_ALLOW_LISTS[kind].attributes)).toEqual(
        sorted(['href', 'target', 'rel', 'title']),
      );
      expect(HTML_ALLOW_LISTS[kind].tags).not.toContain('script');
    },
  );
});

describe('markup the editors wrote (docs/product.md#content-blocks)', () => {
  it('is a tag, not a comparison or plain text', () => {
    expect(hasMarkup('<p>Hej</p>')).toBe(true);
    expect(hasMarkup('Tallrik <b>ny</b>')).toBe(true);
    expect(hasMarkup('<br>')).toBe(true);
    expect(hasMarkup('<P CLASS="x">')).toBe(true);
    expect(hasMarkup('1 < 2 and 3 > 2')).toBe(false);
    expect(hasMarkup('<3 tallrikar>')).toBe(false);
    expect(hasMarkup('<>')).toBe(false);
    expect(hasMarkup('Rad ett\n\nRad två')).toBe(false);
  });

  test.prop([fc.stringMatching(/^[^<>]*$/)])(
    'is never found in text without angle brackets',
    (text) => {
      expect(hasMarkup(text)).toBe(false);
    },
  );

  test.prop([fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/), fc.stringMatching(/^[^<>]{0,20}$/)])(
    'is found in any tag, with or without attributes',
    (tag, rest) => {
      expect(hasMarkup(`text <${tag}${rest ? ` ${rest}` : ''}> more`)).toBe(true);
    },
  );
});
