import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { ContentStore } from '@/application/content/content.store';
import { TranslationStore } from '@/application/site/translation.store';
import { imageUrl } from '@/domain/images/image-url';
import { useStore } from '@/ui/shared/container-context';
import { tones } from '@/ui/styles/tokens';

const LOGO_HEIGHT_PX = 28;
/** Drawn at twice their shown height, for sharp logos on dense screens. */
const LOGO_WIDTH_PX = 160;

const section = css`
  h3 {
    margin: 0 0 0.5rem;
    color: ${tones.muted};
    font-size: 0.75rem;
    font-weight: 500;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem 1.25rem;
    align-items: center;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  img {
    width: auto;
    height: ${LOGO_HEIGHT_PX}px;
  }
`;

/**
 * docs/product.md#settings-per-market `trust_logos_cart`: the market's trust logos under the cart;
 * none, nothing.
 */
export const TrustLogos = observer(function TrustLogos() {
  const content = useStore(ContentStore);
  const { t } = useStore(TranslationStore);
  const logos = content.marketSettings?.trustLogosCart ?? [];
  if (logos.length === 0) return null;

  return (
    <section className={section} aria-label={t('Cart_Trust_Label')}>
      <h3 aria-hidden="true">{t('Cart_Trust_Label')}</h3>
      <ul>
        {logos.map((logo) => (
          <li key={logo.filename}>
            <img
              src={imageUrl(logo.filename, LOGO_WIDTH_PX)}
              alt={logo.alt}
              height={LOGO_HEIGHT_PX}
              width={LOGO_WIDTH_PX / 2}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    </section>
  );
});
