import { createContext, useContext, type ReactNode } from 'react';

/** A class or symbol a store or service is registered under. */
export type ServiceToken<T> = symbol | (abstract new (...args: never[]) => T);

/** The part of the Inversify container the view needs: look a store up by its token. */
export interface StoreResolver {
  get<T>(token: ServiceToken<T>): T;
}

const ContainerContext = createContext<StoreResolver | null>(null);

export function ContainerProvider(props: { resolver: StoreResolver; children: ReactNode }) {
  return <ContainerContext value={props.resolver}>{props.children}</ContainerContext>;
}

/** STYLE §11: React reads stores only through this hook. */
export function useStore<T>(token: ServiceToken<T>): T {
  const resolver = useContext(ContainerContext);
  if (!resolver) throw new Error('useStore needs a <ContainerProvider> above it');
  return resolver.get(token);
}
