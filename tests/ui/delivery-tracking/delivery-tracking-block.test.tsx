import 'reflect-metadata';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { DeliveryTracker } from '@/application/delivery-tracking/delivery-tracker.port';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { createContainer } from '@/composition/container';
import { ContainerProvider } from '@/ui/shared/container-context';
import { StoryContent } from '@/ui/content/blocks/story-content';
import { renderShop } from '../render-shop';

describe(
  'the delivery-tracking block (docs/product.md#delivery-tracking)',
  { timeout: 20_000 },
  () => {
    it('tracks a seeded parcel in en-US, and says so for an unknown number', async () => {
      const user = userEvent.setup();
      await renderShop('/se-en/track-parcel');
      const form = await screen.findByRole('form', { name: 'Track your parcel' });
      expect(form.parentElement).toHaveAttribute('lang', 'en-US');
      await user.type(within(form).getByLabelText('Tracking number'), 'lera 1002 se');
      await user.click(within(form).getByRole('button', { name: 'Track' }));
      const events = await screen.findByRole('list', { name: 'Parcel LERA1002SE with DHL' });
      const items = within(events).getAllByRole('listitem');
      expect(items).toHaveLength(4);
      expect(items[0]).toHaveTextContent(/Delivered.*Göteborg/);
      expect(items[3]).toHaveTextContent(/Order packed.*Höganäs/);
      // The widget speaks en-US; its dates follow the site (en-SE): 26 Nov 2026, 14:05.
      const time = items[0]!.querySelector('time')!;
      const at = new Date(time.getAttribute('datetime')!);
      const siteWay = new Intl.DateTimeFormat('en-SE', { dateStyle: 'medium', timeStyle: 'short' });
      expect(time.textContent).toBe(siteWay.format(at));
      expect(time.textContent).not.toMatch(/AM|PM/);

      await user.clear(within(form).getByLabelText('Tracking number'));
      await user.type(within(form).getByLabelText('Tracking number'), 'ABC123');
      await user.click(within(form).getByRole('button', { name: 'Track' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'We cannot find a parcel with the tracking number "ABC123".',
      );
      expect(screen.queryByRole('list', { name: /Parcel LERA1002SE/ })).not.toBeInTheDocument();
    });

    it('speaks Swedish (sv-SE) on the Swedish site', async () => {
      const user = userEvent.setup();
      await renderShop('/se/spara-paket');
      const form = await screen.findByRole('form', { name: 'Spåra ditt paket' });
      await user.type(within(form).getByLabelText('Spårningsnummer'), 'LERA1003SE');
      await user.click(within(form).getByRole('button', { name: 'Spåra' }));
      const events = await screen.findByRole('list', { name: 'Paket LERA1003SE med Budbee' });
      expect(within(events).getAllByRole('listitem')[0]).toHaveTextContent(/Redo att hämtas ut/);
    });

    it('shows a message instead of a widget that cannot load', async () => {
      const container = await createContainer({ adapters: 'memory' });
      const sites = container.get(SiteStore);
      await sites.loadMarkets();
      sites.setSite({ country: 'se', language: 'en' });
      await container.get(TranslationStore).load('en');
      const tracker = container.get<DeliveryTracker>(DeliveryTracker);
      const failing = vi.spyOn(tracker, 'show').mockRejectedValue(new Error('blocked'));
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(
        <ContainerProvider resolver={container}>
          <MemoryRouter>
            <StoryContent
              story={{
                id: '1',
                uuid: 'u1',
                name: 'Tracking',
                slug: 'tracking',
                fullSlug: 'en/tracking',
                content: {
                  _uid: 'p',
                  component: 'page',
                  body: [{ _uid: 't', component: 'delivery_tracking', headline: 'Where is it?' }],
                },
              }}
            />
          </MemoryRouter>
        </ContainerProvider>,
      );
      expect(await screen.findByRole('status')).toHaveTextContent(/Tracking cannot be shown/);
      expect(failing).toHaveBeenCalledWith(expect.any(String), 'en-US', 'en-SE');
      expect(logged).toHaveBeenCalledWith("Couldn't show the delivery tracking", expect.any(Error));
      vi.restoreAllMocks();
    });
  },
);
