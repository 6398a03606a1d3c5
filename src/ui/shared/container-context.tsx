import type { ContainerModule } from 'inversify';
import { createContext, useContext, type ReactNode } from 'react';

/** A class or symbol a store or service is registered under. */
export type ServiceToken<T> = symbol | (abstract new (...args: never[]) => T);

/** The part of the Inversify container the view needs: look a store up by its token. */
export interface StoreResolver {
  get<T>(token: ServiceToken<T>): T;
  isBound(token: ServiceToken<unknown>): boolean;
  load(...modules: ContainerModule[]): void;
}

const ContainerContext = createContext<StoreResolver | null>(null);

export function ContainerProvider(props: { resolver: StoreResolver; children: ReactNode }) {
  return <ContainerContext value={props.resolver}>{props.children}</ContainerContext>;
}

/**
 * React reads stores only through this hook (docs/architecture.md#stores). A feature whose view
 * loads lazily passes its `module`: the store's class ships with that view, and the module is
 * loaded into the container the first time the view asks for one of its stores.
 */
export function useStore<T>(token: ServiceToken<T>, module?: ContainerModule): T {
  const resolver = useContext(ContainerContext);
  if (!resolver) throw new Error('useStore needs a <ContainerProvider> above it');
  if (module && !resolver.isBound(token)) resolver.load(module);
  return resolver.get(token);
}
