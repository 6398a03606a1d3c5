import 'reflect-metadata';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreviewBridge } from '@/application/content/preview-bridge.port';
import { ContentStore } from '@/application/content/content.store';
import { type MemoryPreviewBridge } from '@/adapters/memory/preview-bridge.memory';
import { renderShop } from '../render-shop';

describe('the editors’ preview (docs/product.md#pages-and-preview)', () => {
  it('shows an unpublished page and follows the editor’s changes as they type', async () => {
    const { container } = await renderShop('/se-en/autumn-news?_storyblok=1');
    const headline = await screen.findByRole('heading', { name: 'New this autumn (draft)' });
    expect(headline).toBeInTheDocument();

    const bridge = container.get<MemoryPreviewBridge>(PreviewBridge);
    expect(bridge.connections).toBe(1);
    const draft = container.get(ContentStore).page('autumn-news');
    if (!draft) throw new Error('the draft should be loaded');
    act(() =>
      bridge.edit({
        ...draft,
        content: {
          _uid: 'page',
          component: 'page',
          body: [
            { _uid: 'h', component: 'headline', text: 'Three glazes, edited', level: 1 },
            { _uid: 'x', component: 'marquee' },
          ],
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Three glazes, edited' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Unknown block: marquee');
  });

  it('is not a preview, and connects nothing, without the editor’s parameter', async () => {
    const { container } = await renderShop('/se-en/about-us');
    await screen.findByRole('heading', { level: 1 });
    expect(container.get<MemoryPreviewBridge>(PreviewBridge).connections).toBe(0);
  });
});
