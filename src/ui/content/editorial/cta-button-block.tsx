import { blockOption, CTA_STYLES } from '@/domain/editorial/block-option';
import { linkField, textField } from '@/domain/content/blok-fields';
import { ContentLink } from '@/ui/shared/content/content-link';
import type { BlockProps } from '@/ui/shared/content/block-props';
import { ctaPrimary, ctaSecondary } from './editorial-styles';

/**
 * docs/product.md#content-blocks call-to-action button: the editors' label leading to their link,
 * primary (dark) or secondary (outlined). Without a label or a link there is nothing to press:
 * nothing shows.
 */
export function CtaButtonBlock(props: BlockProps) {
  const { blok } = props;
  const label = textField(blok, 'label').trim();
  const link = linkField(blok, 'link');
  if (!label || !link) return null;
  const style = blockOption(blok.style, CTA_STYLES, 'primary');
  return (
    <div>
      <ContentLink link={link} className={style === 'primary' ? ctaPrimary : ctaSecondary}>
        {label}
      </ContentLink>
    </div>
  );
}
