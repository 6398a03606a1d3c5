import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks, storyLinkField } from './render-story-blocks';

const look = (uid: string, caption: string, link?: string) => ({
  _uid: uid,
  component: 'styling_gallery_item',
  image: { filename: `/media/products/${uid}-styled.svg`, alt: caption },
  caption,
  ...(link ? { link: storyLinkField(link) } : {}),
});

describe('the styling gallery block (docs/product.md#content-blocks)', () => {
  it('shows styled pictures, each leading to its product or page when linked', async () => {
    await renderBlocks([
      {
        _uid: 'g',
        component: 'styling_gallery',
        headline: 'How we style it',
        items: [
          look('plate-sand', 'Dinner plate in sand', 'middagstallrik-sand'),
          look('bowl-ocean', 'Bowl in ocean', 'en/care-guide'),
          look('vase-earth', 'Tall vase in earth'),
          { _uid: 'x', component: 'styling_gallery_item', caption: 'No picture' },
        ],
      },
    ]);
    const gallery = await screen.findByRole('region', { name: 'How we style it' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(3);
    expect(within(gallery).queryByText('No picture')).toBeNull();
    expect(within(gallery).getByRole('link', { name: /Dinner plate in sand/ })).toHaveAttribute(
      'href',
      '/se-en/middagstallrik-sand',
    );
    expect(within(gallery).getByRole('link', { name: /Bowl in ocean/ })).toHaveAttribute(
      'href',
      '/se-en/care-guide',
    );
    expect(within(gallery).getByText('Tall vase in earth').closest('a')).toBeNull();
    expect(within(gallery).getAllByRole('link')).toHaveLength(2);
  });
});
