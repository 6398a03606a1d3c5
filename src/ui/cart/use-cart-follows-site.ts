import { useEffect, useRef } from 'react';
import { CartStore } from '@/application/cart/cart.store';
import { CartFollowsSite } from '@/application/cart/cart-follows-site';
import { SiteStore } from '@/application/site/site.store';
import { useStore } from '@/ui/shared/container-context';
import { afterNextPaint } from '@/ui/shared/after-next-paint';

/**
 * docs/product.md#cart-and-checkout: the cart is fetched at start (the header shows its count) and
 * follows the shopper's country and language when the site changes. The first fetch waits for
 * the first paint, which needs nothing from the cart.
 */
export function useCartFollowsSite(): void {
  const cart = useStore(CartStore);
  const follow = useStore(CartFollowsSite);
  const { country, language } = useStore(SiteStore).site;
  const syncedSite = useRef<string | undefined>(undefined);

  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const site = `${country}-${language}`;
    if (syncedSite.current === undefined) {
      // A page gone before its first paint fetches nothing.
      void afterNextPaint().then(() => (mounted.current ? cart.load() : undefined));
    } else if (syncedSite.current !== site) void follow.run();
    syncedSite.current = site;
  }, [cart, follow, country, language]);
}
