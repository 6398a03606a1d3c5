import type { ReactNode } from 'react';
import type { MenuItem } from '@/domain/content/menu-item';
import { ContentLink } from '@/ui/shared/content/content-link';

export interface MenuEntryLinkProps {
  readonly item: MenuItem;
  readonly className?: string;
  readonly onPointerEnter?: () => void;
  readonly children?: ReactNode;
}

/**
 * A menu item as a link (docs/product.md#menus link): its link through `ContentLink`, or a phone
 * number as `tel:`.
 */
export function MenuEntryLink(props: MenuEntryLinkProps) {
  const { item, className, onPointerEnter } = props;
  const content = props.children ?? item.label;
  if (item.phoneLink) {
    return (
      <a className={className} href={`tel:${item.phoneLink.replace(/\s/g, '')}`}>
        {content}
      </a>
    );
  }
  return (
    <ContentLink
      link={item.link}
      itemTarget={item.target}
      className={className}
      onPointerEnter={onPointerEnter}
    >
      {content}
    </ContentLink>
  );
}
