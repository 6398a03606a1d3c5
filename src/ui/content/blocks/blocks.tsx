import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { Suspense, useState, type ReactNode } from 'react';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { isContentBlock } from '@/domain/content/content-blocks';
import type { Blok } from '@/domain/content/story';
import { useStore } from '@/ui/shared/container-context';
import { colors, tones } from '@/ui/styles/tokens';
import { BlockBoundary } from './block-boundary';
import { BLOCK_REGISTRY, isBlockLoaded } from './block-registry';

const placeholder = css`
  padding: 1rem;
  border: 2px dashed ${tones.error};
  background: ${colors.paper};
  color: ${tones.error};
  font-size: 0.875rem;
`;

/** Keeps the space a lazily loaded block will take, so the page does not jump when it comes. */
const pending = css`
  min-height: 12rem;
`;

const renderBloks = (bloks: readonly Blok[]) => <Blocks bloks={bloks} />;

/** A story's blocks in order, each through the registry. */
export function Blocks(props: { readonly bloks: readonly Blok[] }) {
  return (
    <>
      {props.bloks.map((blok) => (
        <Block key={blok._uid} blok={blok} />
      ))}
    </>
  );
}

/**
 * One block through the registry (docs/product.md#content-blocks). An unknown block renders nothing
 * for shoppers and a visible placeholder in the editors' preview; a block that breaks takes only
 * itself down (docs/product.md#errors), logged once, and `fallback` shows in its place.
 */
export const Block = observer(function Block(props: {
  readonly blok: Blok;
  readonly fallback?: ReactNode;
}) {
  const { blok, fallback } = props;
  const { isPreview } = useStore(SiteStore);
  const known = isContentBlock(blok.component);
  // A block whose code is here needs no Suspense boundary. None is wanted on a server-rendered
  // page (docs/architecture.md#server-rendering): React hydrates a boundary only after the rest
  // of the page, when the page already shows the visitor's own state. Kept as it started, so
  // the block never remounts.
  const [loaded] = useState(() => !known || isBlockLoaded(blok.component));
  const Component = known ? BLOCK_REGISTRY[blok.component] : undefined;
  if (!Component) return isPreview ? <UnknownBlock name={blok.component} /> : null;
  const block = <Component blok={blok} renderBloks={renderBloks} />;
  return (
    <BlockBoundary name={blok.component} fallback={fallback}>
      {loaded ? (
        block
      ) : (
        <Suspense fallback={<div className={pending} aria-busy="true" />}>{block}</Suspense>
      )}
    </BlockBoundary>
  );
});

const UnknownBlock = observer(function UnknownBlock(props: { readonly name: string }) {
  const { t } = useStore(TranslationStore);
  return (
    <p className={placeholder} role="note">
      {t('Block_Unknown', { name: props.name })}
    </p>
  );
});
