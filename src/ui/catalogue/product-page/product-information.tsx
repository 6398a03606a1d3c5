import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { ProductStoriesStore } from '@/application/content/product-stories.store';
import { TranslationStore } from '@/application/site/translation.store';
import { productInformationSections } from '@/domain/content/product-information';
import { useStore } from '@/ui/shared/container-context';
import { RichText } from '@/ui/shared/content/rich-text';
import { colors } from '@/ui/styles/tokens';

const block = css`
  display: grid;
  gap: 1rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${colors.line};
  line-height: 1.6;
  h2 {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 400;
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 0.875rem;
    font-weight: 600;
  }
  p {
    margin: 0 0 0.5em;
  }
  div > :last-child {
    margin-bottom: 0;
  }
`;

/**
 * docs/product.md#product-page base product information: the mother sku's story from the content
 * service under the product's description — material, care and origin, each under its own
 * heading so a screen reader can move between them; rich text is sanitized as in the content
 * blocks. The page's loader has read it before the first render (the server's HTML holds it); a
 * page reached otherwise asks for it here. Nothing while there is none.
 */
export const ProductInformation = observer(function ProductInformation(props: {
  readonly motherSku: string;
}) {
  const { motherSku } = props;
  const stories = useStore(ProductStoriesStore);
  const { t } = useStore(TranslationStore);
  const headingId = useId();
  useEffect(() => {
    if (motherSku !== '') void stories.loadProductInformation([motherSku]);
  }, [stories, motherSku]);
  const story = motherSku === '' ? undefined : stories.productInformation(motherSku);
  const sections = story ? productInformationSections(story.content) : [];
  if (sections.length === 0) return null;
  return (
    <section className={block} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Product_Information')}</h2>
      {sections.map((section) => (
        <div key={section.field}>
          <h3>{t(section.headingKey)}</h3>
          <RichText value={section.text} />
        </div>
      ))}
    </section>
  );
});
