import 'reflect-metadata';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShop } from '../render-shop';

const DAY = 86_400_000;

/** The day `days` from today as a shopper reads it, the year only when it is not this one's. */
function inDays(days: number, locale: string): string {
  const day = new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY);
  const sameYear = day.getUTCFullYear() === new Date().getUTCFullYear();
  return day.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

describe('restock dates on the product page (docs/product.md#restock-dates)', () => {
  it.each([
    ['/se-en/mugg-ocean', 'Notify me', `Back in stock around ${inDays(14, 'en-GB')}`],
    ['/se/mugg-ocean', 'Bevaka', `Åter i lager omkring ${inDays(14, 'sv-SE')}`],
  ])('says on %s when the sold-out product is expected back', async (url, notify, note) => {
    await renderShop(url);
    expect(await screen.findByRole('button', { name: notify })).toBeInTheDocument();
    expect(await screen.findByText(note)).toBeInTheDocument();
  });

  it('says nothing once the date has passed, nor for a product in stock', async () => {
    const { router } = await renderShop('/se-en/skal-yellow');
    expect(await screen.findByRole('button', { name: 'Notify me' })).toBeInTheDocument();
    expect(screen.queryByText(/^Back in stock around/)).not.toBeInTheDocument();
    await router.navigate('/se-en/mugg-grey');
    expect(await screen.findByRole('button', { name: /^Add to cart/ })).toBeInTheDocument();
    expect(screen.queryByText(/^Back in stock around/)).not.toBeInTheDocument();
  });
});
