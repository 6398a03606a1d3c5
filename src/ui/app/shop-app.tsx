import { StrictMode, type ReactNode } from 'react';
import { ContainerProvider, type StoreResolver } from '@/ui/shared/container-context';
import { OpenVisitorGate } from './open-visitor-gate';

/**
 * The shop's tree around its router, one for the server and the browser: React's generated ids
 * (`useId`, the menus' `aria-controls`) follow a component's place in the tree, so the two sides
 * must build the same tree for the browser to take over the server's HTML
 * (docs/architecture.md#server-rendering). `beside` is what runs only in the browser and renders
 * nothing.
 */
export function ShopApp(props: {
  readonly resolver: StoreResolver;
  readonly router: ReactNode;
  readonly beside?: ReactNode;
}) {
  return (
    <StrictMode>
      <ContainerProvider resolver={props.resolver}>
        <OpenVisitorGate />
        {props.router}
        {props.beside ?? null}
      </ContainerProvider>
    </StrictMode>
  );
}
