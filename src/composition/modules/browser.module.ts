import { ContainerModule } from 'inversify';
import { AnalyticsSink } from '../../application/ports/analytics-sink.port';
import { Clock } from '../../application/ports/clock.port';
import { CookieJar } from '../../application/ports/cookie-jar.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { ScriptLoader } from '../../application/ports/script-loader.port';
import { BrowserCookieJar } from '../../adapters/browser/cookie-jar.browser';
import { WindowDataLayer } from '../../adapters/browser/data-layer';
import { DomScriptLoader } from '../../adapters/browser/dom-script-loader';
import { LocalKeyValueStorage } from '../../adapters/browser/local-storage';
import { SystemClock } from '../../adapters/browser/system-clock';

/**
 * The browser itself — storage, cookies, clock, data layer, scripts — in both run modes: the
 * dev shop keeps a wishlist over a reload just as the real one does.
 */
export function browserModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Clock).toConstantValue(new SystemClock());
    bind(KeyValueStorage).toConstantValue(new LocalKeyValueStorage());
    bind(CookieJar).toConstantValue(new BrowserCookieJar());
    bind(AnalyticsSink).toConstantValue(new WindowDataLayer());
    bind(ScriptLoader).toConstantValue(new DomScriptLoader());
  });
}
