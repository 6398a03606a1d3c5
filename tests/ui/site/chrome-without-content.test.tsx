import 'reflect-metadata';
import { act, screen, waitFor } from '@testing-library/react';
import type { Container } from 'inversify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { faultPlan } from '@/adapters/memory/faults/fault-plan';
import { ConsentStore } from '@/application/consent/consent.store';
import { InterruptionStore } from '@/application/marketing/interruption.store';
import { NewsletterStore } from '@/application/marketing/newsletter.store';
import { NotificationStore } from '@/application/shared/notification.store';
import { UiStore } from '@/application/shared/ui.store';
import { createContainer } from '@/composition/container';
import { COOKIE_NAMES } from '@/domain/shared/cookies';
import { renderShop } from '../render-shop';

/** What a translation key looks like: capitalised words joined by underscores. */
const KEY = /\b[A-Z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b/g;

/** Where a text a shopper reads or hears can be, besides the text itself. */
const NAMING_ATTRIBUTES = ['aria-label', 'aria-description', 'alt', 'title', 'placeholder'];

/** Every key-looking word in the page's texts, its title and its elements' names. */
function keysShown(): string[] {
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of NAMING_ATTRIBUTES) texts.push(element.getAttribute(attribute) ?? '');
  }
  return texts.flatMap((text) => text.match(KEY) ?? []);
}

/**
 * The chrome in each state a shopper can bring it to on the error page: the consent prompt and
 * its settings, the newsletter popup, the phone's menu, the market selector, a toast.
 */
async function keysInEveryState(container: Container): Promise<string[]> {
  const consent = container.get(ConsentStore);
  const ui = container.get(UiStore);
  const newsletter = container.get(NewsletterStore);
  const interruptions = container.get(InterruptionStore);
  const seen = new Set<string>();
  const look = () => keysShown().forEach((key) => seen.add(key));

  await waitFor(() => expect(consent.isAsking).toBe(true));
  look();
  act(() => consent.openSettings());
  look();
  act(() => {
    consent.acceptAll();
    interruptions.engage();
  });
  await waitFor(() => expect(interruptions.isNewsletterShown).toBe(true));
  look();
  act(() => ui.openSidebar());
  look();
  act(() => {
    ui.closeSidebar();
    ui.toggleSelectorList('market');
  });
  look();
  act(() => newsletter.setEmail('footer', 'not-an-email'));
  await act(() => newsletter.subscribe('newsletter', 'footer'));
  expect(container.get(NotificationStore).toasts).toHaveLength(1);
  look();
  return [...seen].sort();
}

beforeEach(() => {
  // A first visit: nothing answered yet, so the consent prompt asks.
  document.cookie = `${COOKIE_NAMES.consent}=; max-age=0; path=/`;
  document.cookie = `${COOKIE_NAMES.newsletterSeen}=; max-age=0; path=/`;
});

describe('the chrome with the content service down (docs/product.md#translations)', () => {
  it.each([
    ['/se', '500 Något gick fel'],
    ['/se-en', '500 Something went wrong'],
  ])('%s reads in words, never in keys', async (path, heading) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const container = await createContainer({
      adapters: 'memory',
      faults: faultPlan('content', { kind: 'status', status: 500 }),
    });
    await renderShop(path, container);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await screen.findByRole('contentinfo');

    expect(await keysInEveryState(container)).toEqual([]);
  });
});
