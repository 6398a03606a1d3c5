import 'reflect-metadata';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadBlocks } from '@/ui/content/blocks/block-registry';
import { pageOf, renderStory, storyLinkField } from './render-story';

const pendingBlocks = () => document.querySelectorAll('[aria-busy="true"]');

describe('blocks whose code is fetched on demand (docs/decisions/0048-content-page-paints-once.md)', () => {
  it('keep their place while their code is on its way, then show', async () => {
    await renderStory(
      pageOf([
        {
          _uid: 'c',
          component: 'cta_button',
          label: 'Shop bowls',
          link: storyLinkField('en/bowls'),
        },
      ]),
    );
    expect(pendingBlocks()).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Shop bowls' })).toBeInTheDocument();
    expect(pendingBlocks()).toHaveLength(0);
  });

  it('show in the first render once the page has preloaded them, nested ones too', async () => {
    await preloadBlocks(['accordion', 'accordion_item']);
    await renderStory(
      pageOf([
        {
          _uid: 'a',
          component: 'accordion',
          items: [{ _uid: 'i', component: 'accordion_item', title: 'Delivery', text: 'Two days.' }],
        },
      ]),
    );
    expect(pendingBlocks()).toHaveLength(0);
    expect(screen.getByText('Delivery').tagName).toBe('SUMMARY');
  });
});
