import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SiteStore } from '@/application/site/site.store';
import { resolveMenuLink, type MenuLink } from '@/domain/content/menu-link';
import { useStore } from '@/ui/shared/container-context';

export interface ContentLinkProps {
  /** The editors' link (a menu item's, or a block's link field); none shows plain text. */
  readonly link: MenuLink | undefined;
  /** The menu item's own target, which may ask for a new tab too. */
  readonly itemTarget?: string | undefined;
  readonly className?: string | undefined;
  readonly onPointerEnter?: (() => void) | undefined;
  /** Marks the link as leading to the page being shown (`aria-current="page"`). */
  readonly current?: boolean | undefined;
  readonly children: ReactNode;
}

/**
 * A link the editors set (docs/product.md#menus link, block link fields): a page of the shop
 * through the router, another site or an e-mail address as a plain anchor (a new tab when asked,
 * without handing it the opener); with nowhere to go, its content as plain text.
 */
export const ContentLink = observer(function ContentLink(props: ContentLinkProps) {
  const { site } = useStore(SiteStore);
  const { link, itemTarget, className, onPointerEnter, current, children } = props;
  const target = link ? resolveMenuLink(link, site, itemTarget) : undefined;
  if (!target) return <span className={className}>{children}</span>;
  if (target.kind === 'internal') {
    return (
      <Link
        className={className}
        to={target.path}
        onPointerEnter={onPointerEnter}
        aria-current={current ? 'page' : undefined}
      >
        {children}
      </Link>
    );
  }
  const newTab = target.kind === 'external' && target.newTab;
  return (
    <a
      className={className}
      href={target.href}
      onPointerEnter={onPointerEnter}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
});
