import { HttpCartGateway } from '@/adapters/http/cart-gateway.http';
import { createCommerceHttp } from '@/adapters/http/commerce-client';
import { MemoryCartGateway } from '@/adapters/memory/cart-gateway.memory';
import { MemoryKeyValueStorage } from '@/adapters/memory/key-value-storage.memory';
import type { CartGateway } from '@/application/cart/cart-gateway.port';
import type { SiteContext } from '@/application/shared/site-context.port';
import { describeCartCheckout } from './cart-checkout.contract';
import { describeCartGateway } from './cart-gateway.contract';
import { plentiful } from './support/cart-picks';
import { describeErrorKinds } from './support/error-kinds';
import { CONTRACT_TIMEOUT_MS, faultyMemory, siteContext, stubForThisFile } from './support/sides';

const stub = stubForThisFile();
const httpGateway = (base: string, site: SiteContext = siteContext()) =>
  new HttpCartGateway(
    createCommerceHttp({ apiBase: `${base}/api`, timeoutMs: CONTRACT_TIMEOUT_MS }, site),
    new MemoryKeyValueStorage(),
  );
const memoryGateway = async (site: SiteContext) => new MemoryCartGateway(site);
const overStub = async (site: SiteContext) => httpGateway(await stub.base(), site);

describeCartGateway('memory', memoryGateway);
describeCartGateway('http over the stub backend', overStub);
describeCartCheckout('memory', memoryGateway);
describeCartCheckout('http over the stub backend', overStub);

const CALLS: readonly (readonly [string, (gateway: CartGateway) => Promise<unknown>])[] = [
  ['create()', (gateway) => gateway.create()],
  ['get()', (gateway) => gateway.get()],
  ['addItem()', (gateway) => gateway.addItem(plentiful().item.id)],
  ['updateQuantity()', (gateway) => gateway.updateQuantity('00000001', 2)],
  ['addVoucher()', (gateway) => gateway.addVoucher('LERA10')],
  ['removeVoucher()', (gateway) => gateway.removeVoucher('LERA10')],
  ['checkoutUpdate()', (gateway) => gateway.checkoutUpdate('NO', 'kund@example.se')],
  ['checkoutFields()', (gateway) => gateway.checkoutFields({ newsletter: true })],
  ['paymentFields()', (gateway) => gateway.paymentFields()],
  ['paymentResult()', (gateway) => gateway.paymentResult({ success: true })],
  ['setEmail()', (gateway) => gateway.setEmail('kund@example.se')],
  ['setCountryLanguage()', (gateway) => gateway.setCountryLanguage()],
];

const memory = faultyMemory('cart', () => new MemoryCartGateway(siteContext()));
const http = stub.faulty('cart', (base) => httpGateway(base));
for (const [what, call] of CALLS) {
  describeErrorKinds(`memory ${what}`, memory, call);
  describeErrorKinds(`http ${what}`, http, call);
}
