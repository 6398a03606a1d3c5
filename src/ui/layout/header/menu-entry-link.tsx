import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SiteStore } from '../../../application/stores/site.store';
import type { MenuItem } from '../../../domain/content/menu-item';
import { resolveMenuLink } from '../../../domain/content/menu-link';
import { useStore } from '../../app/container-context';

export interface MenuEntryLinkProps {
  readonly item: MenuItem;
  readonly className?: string;
  readonly onPointerEnter?: () => void;
  readonly children?: ReactNode;
}

/**
 * A menu item as a link (SPEC §3 Menu item link): a page of the shop through the router, another
 * site or an e-mail address as a plain anchor, a phone number as `tel:`; an item with nowhere to
 * go as plain text.
 */
export const MenuEntryLink = observer(function MenuEntryLink(props: MenuEntryLinkProps) {
  const { site } = useStore(SiteStore);
  const { item, className, onPointerEnter } = props;
  const content = props.children ?? item.label;
  if (item.phoneLink) {
    return (
      <a className={className} href={`tel:${item.phoneLink.replace(/\s/g, '')}`}>
        {content}
      </a>
    );
  }
  const target = resolveMenuLink(item.link, site, item.target);
  if (!target) return <span className={className}>{content}</span>;
  if (target.kind === 'internal') {
    return (
      <Link className={className} to={target.path} onPointerEnter={onPointerEnter}>
        {content}
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
      {content}
    </a>
  );
});
