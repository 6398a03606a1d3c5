import { AccountStore } from '@/application/account/account.store';
import { ContentStore } from '@/application/content/content.store';
import { TranslationStore } from '@/application/site/translation.store';
import { welcomeGreeting } from '@/domain/account/welcome-greeting';
import { useStore } from '@/ui/shared/container-context';

/**
 * docs/product.md#account-data: the signed-in shopper's welcome greeting — the market's
 * `account_welcome_headline` (docs/product.md#settings-per-market), or where its editors left it
 * blank the shop's own text `key`, with the first name filled in. Call it in an `observer`.
 */
export function useWelcomeGreeting(key: string): string {
  const account = useStore(AccountStore);
  const content = useStore(ContentStore);
  const { t } = useStore(TranslationStore);
  const headline = content.marketSettings?.accountWelcomeHeadline.trim() ?? '';
  return (
    welcomeGreeting(headline === '' ? t(key) : headline, account.firstName) ??
    t('Header_Account_Welcome')
  );
}
