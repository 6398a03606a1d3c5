import 'reflect-metadata';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_REGISTRY } from '@/ui/content/blocks/block-registry';
import { pageOf, renderStory } from './render-story';

const page = pageOf;

afterEach(() => vi.restoreAllMocks());

describe('the block registry (docs/product.md#content-blocks)', () => {
  it("shows a page's headline, text and product list in order", async () => {
    await renderStory(
      page([
        { _uid: 'h', component: 'headline', text: 'Autumn table', level: 1 },
        { _uid: 't', component: 'text_block', text: 'First paragraph.\n\nSecond paragraph.' },
        { _uid: 'l', component: 'product_list', headline: 'Bowls', category: 'servering/skålar' },
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Autumn table' })).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.').tagName).toBe('P');
    const list = await screen.findByRole('region', { name: 'Bowls' });
    const cards = await within(list).findAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toHaveAccessibleName(/bowl|skål/i);
  });

  it('leaves an unknown block out for shoppers and marks it in the preview', async () => {
    const story = page([
      { _uid: 'x', component: 'marquee', text: 'Blink' },
      { _uid: 'h', component: 'headline', text: 'Still here' },
    ]);
    await renderStory(story);
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    cleanup();
    await renderStory(story, { preview: true });
    expect(screen.getByRole('note')).toHaveTextContent('Unknown block: marquee');
  });

  it('takes only a broken block down, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const original = BLOCK_REGISTRY.video;
    BLOCK_REGISTRY.video = () => {
      throw new Error('broken video');
    };
    try {
      await renderStory(
        page([
          { _uid: 'v', component: 'video' },
          { _uid: 'h', component: 'headline', text: 'After the video' },
        ]),
      );
      expect(screen.getByRole('heading', { name: 'After the video' })).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith(
        "Couldn't render block video",
        expect.any(Error),
        expect.any(String),
      );
    } finally {
      BLOCK_REGISTRY.video = original;
    }
  });

  it("shows the editors' rich text without anything that runs", async () => {
    await renderStory(
      page([
        {
          _uid: 't',
          component: 'text_block',
          text:
            '<p>Read <a href="javascript:alert(1)">this</a> and <a href="/se/om-oss">that</a>' +
            '<img src="x" onerror="alert(1)"><script>alert(1)</script></p>',
        },
      ]),
    );
    // The sanitizer is loaded on first use, so the text arrives a moment later.
    expect((await screen.findByText(/Read/)).closest('p')).toBeInTheDocument();
    expect(screen.getByText('this')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'that' })).toHaveAttribute('href', '/se/om-oss');
    expect(document.querySelector('script, img, [onerror]')).toBeNull();
  });

  it("leads rich-text links to stories to the current site's pages, other links as they are", async () => {
    await renderStory(
      page([
        {
          _uid: 't',
          component: 'text_block',
          text:
            '<p>Meet <a href="/en/about-us#potters">the potters</a>, see <a href="/se-en/sale">the sale</a>' +
            ' or <a href="https://example.com/en/x" target="_blank">elsewhere</a>.</p>',
        },
      ]),
    );
    // The page is the Swedish shop in English: the story's `en/` folder becomes `/se-en`.
    expect(await screen.findByRole('link', { name: 'the potters' })).toHaveAttribute(
      'href',
      '/se-en/about-us#potters',
    );
    expect(screen.getByRole('link', { name: 'the sale' })).toHaveAttribute('href', '/se-en/sale');
    expect(screen.getByRole('link', { name: 'elsewhere' })).toHaveAttribute(
      'href',
      'https://example.com/en/x',
    );
  });
});
