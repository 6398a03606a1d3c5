import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { ContentStore } from '@/application/content/content.store';
import { staticPageHeaderLook } from '@/domain/content/static-page-header';
import { useStore } from '@/ui/shared/container-context';
import { media } from '@/ui/styles/breakpoints';
import { PAGE_GUTTER } from '@/ui/styles/layout';
import { pageColours } from '@/ui/styles/tokens';

/**
 * A band of the editors' colours runs the page's full width (taking back `main`'s padding, as a
 * hero does) and starts right under the site's header; its words stay in the page's column.
 */
const header = css`
  --bleed: ${PAGE_GUTTER.phone};
  display: grid;
  gap: 1rem;
  > * {
    margin: 0;
  }
  &[data-position='center'] {
    justify-items: center;
    text-align: center;
  }
  &[data-position='right'] {
    justify-items: end;
    text-align: right;
  }
  &[data-banded='true'] {
    margin-inline: calc(-1 * var(--bleed));
    margin-top: -2rem;
    padding: 2.75rem var(--bleed) 3rem;
    a {
      color: inherit;
    }
  }
  ${media.lg} {
    --bleed: ${PAGE_GUTTER.desktop};
    gap: 1.25rem;
    &[data-banded='true'] {
      margin-top: -3rem;
      padding-block: 4.5rem 5rem;
    }
  }
  ${media.xxl} {
    --bleed: ${PAGE_GUTTER.wide};
  }
`;

/**
 * docs/product.md#static-page-header: a static page's headline and introduction, lined up at the
 * market's position and, where its editors gave readable colours, on a band of them
 * (docs/decisions/0108-settings-editors-set-per-market.md).
 */
export const StaticPageHeader = observer(function StaticPageHeader(props: {
  readonly children: ReactNode;
}) {
  const settings = useStore(ContentStore).marketSettings?.staticPageHeader;
  const look = staticPageHeaderLook(settings, pageColours);
  return (
    <div
      className={header}
      data-position={look.position}
      data-banded={look.colours !== undefined}
      style={
        look.colours ? { background: look.colours.background, color: look.colours.text } : undefined
      }
    >
      {props.children}
    </div>
  );
});
