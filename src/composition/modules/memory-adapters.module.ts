import { ContainerModule } from 'inversify';
import { ContentGateway } from '../../application/ports/content-gateway.port';
import { MarketGateway } from '../../application/ports/market-gateway.port';
import { MemoryContentGateway } from '../../adapters/memory/content-gateway.memory';
import { MemoryMarketGateway } from '../../adapters/memory/market-gateway.memory';

/** `memory` mode: every port answered by the in-memory fakes over the seeded shop. */
export function memoryAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(MarketGateway).toConstantValue(new MemoryMarketGateway());
    bind(ContentGateway).toConstantValue(new MemoryContentGateway());
  });
}
