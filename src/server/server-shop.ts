import { SiteStore } from '@/application/site/site.store';
import { parseShopConfig } from '@/composition/config';
import { createContainer } from '@/composition/container';
import { AnswerRecorder } from '@/composition/first-screen/answer-log';
import { serverPlatformModule } from './server-platform.module';

/**
 * A shop of the server's own, outside a page's render — for the sitemaps and the readiness
 * check — with its markets loaded; rejects when they cannot be.
 */
export async function serverShop(settings: Readonly<Record<string, string>>) {
  const container = await createContainer(parseShopConfig(settings), {
    platform: 'server',
    serverPlatform: serverPlatformModule(Date.now()),
    recorder: new AnswerRecorder(),
  });
  const sites = container.get(SiteStore);
  await sites.loadMarkets();
  return { container, sites };
}
