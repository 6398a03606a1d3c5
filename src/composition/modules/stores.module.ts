import { ContainerModule } from 'inversify';
import { SiteContext } from '../../application/ports/site-context.port';
import { AccountStore } from '../../application/stores/account.store';
import { AnalyticsService } from '../../application/stores/analytics.service';
import { CartAnalytics } from '../../application/stores/cart-analytics';
import { CartStore } from '../../application/stores/cart.store';
import { ContentStore } from '../../application/stores/content.store';
import { LiveShoppingStore } from '../../application/stores/live-shopping.store';
import { MembershipStore } from '../../application/stores/membership.store';
import { NewsletterStore } from '../../application/stores/newsletter.store';
import { NoticeStore } from '../../application/stores/notice.store';
import { NotificationStore } from '../../application/stores/notification.store';
import { PreviewStore } from '../../application/stores/preview.store';
import { ProductViewModelFactory } from '../../application/stores/product-view-model.factory';
import { ResponseCache } from '../../application/stores/response-cache.store';
import { RestockStore } from '../../application/stores/restock.store';
import { SearchPanelStore } from '../../application/stores/search-panel.store';
import { SearchStore } from '../../application/stores/search.store';
import { SiteStore } from '../../application/stores/site.store';
import { TranslationStore } from '../../application/stores/translation.store';
import { UiStore } from '../../application/stores/ui.store';
import { WishlistStore } from '../../application/stores/wishlist.store';
import { AddToCart } from '../../application/use-cases/add-to-cart';
import { PrefetchProduct } from '../../application/use-cases/prefetch-product';
import { ResolvePage } from '../../application/use-cases/resolve-page';
import { StartUp } from '../../application/use-cases/start-up';

/**
 * The view-model stores: one singleton per concern (STYLE §8). The stores of single features
 * (table setting and its item picker, store finder, delivery tracking, hero hotspots, the
 * wishlist page) are not bound here: their classes ship with their lazily loaded views, and the
 * container binds them as singletons the first time a view asks (`autobind`, issue 9).
 */
export const storesModule = new ContainerModule(({ bind }) => {
  bind(SiteStore).toSelf().inSingletonScope();
  bind(SiteContext).toService(SiteStore);
  bind(TranslationStore).toSelf().inSingletonScope();
  bind(NotificationStore).toSelf().inSingletonScope();
  bind(PreviewStore).toSelf().inSingletonScope();
  bind(NoticeStore).toSelf().inSingletonScope();
  bind(AccountStore).toSelf().inSingletonScope();
  bind(WishlistStore).toSelf().inSingletonScope();
  bind(ContentStore).toSelf().inSingletonScope();
  bind(StartUp).toSelf().inSingletonScope();
  bind(ResolvePage).toSelf().inSingletonScope();
  bind(AnalyticsService).toSelf().inSingletonScope();
  bind(SearchStore).toSelf().inSingletonScope();
  bind(SearchPanelStore).toSelf().inSingletonScope();
  bind(ResponseCache).toSelf().inSingletonScope();
  bind(CartStore).toSelf().inSingletonScope();
  bind(CartAnalytics).toSelf().inSingletonScope();
  bind(AddToCart).toSelf().inSingletonScope();
  bind(PrefetchProduct).toSelf().inSingletonScope();
  bind(ProductViewModelFactory).toSelf().inSingletonScope();
  bind(UiStore).toSelf().inSingletonScope();
  bind(NewsletterStore).toSelf().inSingletonScope();
  bind(RestockStore).toSelf().inSingletonScope();
  bind(MembershipStore).toSelf().inSingletonScope();
  bind(LiveShoppingStore).toSelf().inSingletonScope();
});
