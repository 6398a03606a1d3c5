import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { ConsentStore } from '@/application/consent/consent.store';
import { ContentStore } from '@/application/content/content.store';
import { TranslationStore } from '@/application/site/translation.store';
import { SOCIAL_PLATFORMS } from '@/domain/content/footer';
import { safeLinkHref } from '@/domain/content/safe-url';
import { srcset } from '@/domain/images/srcset';
import { imageUrl } from '@/domain/images/image-url';
import { useStore } from '@/ui/shared/container-context';
import { colors, tones } from '@/ui/styles/tokens';
import { breakpoints, media } from '@/ui/styles/breakpoints';
import { textButton } from '@/ui/shared/button-styles';
import { MenuEntryLink } from '@/ui/shared/menu/menu-entry-link';
import { NewsletterForm } from '@/ui/marketing/newsletter-form';
import { useMediaQuery } from '@/ui/content/editorial/use-media-query';
import { FooterGroup } from './footer-group';
import { SocialIcon } from './social-icon';

const TRUST_LOGO = { width: 120, height: 48 } as const;
const COLUMNS_FROM = `(min-width: ${breakpoints.md}px)`;

const footer = css`
  margin-top: 4rem;
  padding: 0 1rem 2rem;
  background: ${colors.beige};
  color: ${colors.ink};
  font-size: 0.95rem;
  ${media.lg} {
    padding: 0 3rem 2.5rem;
  }
  h2 {
    margin: 0 0 0.9rem;
    font-size: 0.8rem;
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

const top = css`
  display: block;
  width: 100%;
  padding: 1rem;
  border: none;
  border-bottom: 1px solid ${colors.line};
  background: none;
  color: inherit;
  font: inherit;
  letter-spacing: 0.06em;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * One grid for both rows: the newsletter and the menus, then (under a rule) the contacts, the
 * address, the social icons and the trust logos in the same columns.
 */
const grid = css`
  display: grid;
  gap: 0 2rem;
  padding: 2.5rem 0 0;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 2.5rem 2rem;
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 1.4fr) repeat(3, minmax(0, 1fr));
  }
  nav li + li {
    margin-top: 0.55rem;
  }
  address,
  p {
    margin: 0;
    font-style: normal;
    line-height: 1.6;
    white-space: pre-line;
  }
  dl {
    margin: 0;
    display: grid;
    gap: 0.2rem;
  }
  dt {
    color: ${tones.muted};
    font-size: 0.8rem;
    margin-top: 0.6rem;
  }
  dt:first-child {
    margin-top: 0;
  }
  dd {
    margin: 0;
  }
`;

const newsletterColumn = css`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  padding-bottom: 2rem;
  ${media.md} {
    padding-bottom: 0;
  }
  h2 {
    margin: 0;
  }
`;

/** The rule between the two rows, across every column. */
const rule = css`
  grid-column: 1 / -1;
  width: 100%;
  margin: 0;
  border: none;
  border-top: 1px solid ${colors.line};
  ${media.mobile} {
    display: none;
  }
`;

/** Below the phone's accordion rows, the icons and logos keep their distance from them. */
const lastRow = css`
  ${media.mobile} {
    && {
      padding-top: 2rem;
    }
  }
`;

const hoursHeading = css`
  margin: 1.2rem 0 0.3rem;
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const social = css`
  display: flex;
  gap: 0.75rem;
  a {
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border: 1px solid ${colors.line};
    border-radius: 50%;
  }
  a:hover {
    border-color: ${colors.ink};
  }
`;

const trust = css`
  display: flex;
  flex-wrap: wrap;
  align-content: start;
  gap: 1rem;
  img {
    height: 48px;
    width: auto;
    object-fit: contain;
  }
`;

/** The way back to the consent settings (docs/product.md#consent). */
const consentLink = cx(
  textButton,
  css`
    margin-top: 2rem;
  `,
);

/**
 * docs/product.md#footer: back to top, the footer story's menus, customer service contacts, the
 * social icons, the newsletter form, address and opening hours, and trust logos (the market's
 * `trust_logos_footer` when it has any, else the footer story's own), and the cookie settings
 * (docs/product.md#consent).
 */
export const Footer = observer(function Footer() {
  const content = useStore(ContentStore);
  const consent = useStore(ConsentStore);
  const { t } = useStore(TranslationStore);
  const data = content.footer;
  const marketLogos = content.marketSettings?.trustLogosFooter ?? [];
  const logos = marketLogos.length > 0 ? marketLogos : (data?.trustLogos ?? []);
  const socialLinks = SOCIAL_PLATFORMS.flatMap((platform) =>
    (data?.socialLinks ?? []).filter(
      (link) => link.platform === platform && safeLinkHref(link.url) !== undefined,
    ),
  );
  // A heading over nothing reads as a broken page: the footer story has not come, or is blank.
  const hasContact = Boolean(data?.phone || data?.email);
  const hasAddress = Boolean(data?.address || data?.openingHours);
  // Columns from 768 px show every group open; a phone's start closed, on the server too.
  const columns = useMediaQuery(COLUMNS_FROM);

  return (
    <footer className={footer}>
      <button
        type="button"
        className={top}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        {t('Footer_Back_To_Top')} ↑
      </button>
      <div className={grid}>
        <section className={newsletterColumn}>
          <h2>{data?.newsletterHeadline || t('Newsletter_Title')}</h2>
          {data?.newsletterText ? <p>{data.newsletterText}</p> : null}
          <NewsletterForm form="footer" />
        </section>
        {(data?.menus ?? []).map((menu, index) => (
          <nav key={`${menu.title}-${index}`} aria-label={menu.title}>
            <FooterGroup title={menu.title} open={columns}>
              <ul>
                {menu.items.map((item) => (
                  <li key={item.uid}>
                    <MenuEntryLink item={item} />
                  </li>
                ))}
              </ul>
            </FooterGroup>
          </nav>
        ))}
        {hasContact || hasAddress || socialLinks.length > 0 || logos.length > 0 ? (
          <hr className={rule} />
        ) : null}
        {hasContact ? (
          <section aria-label={t('Footer_Contact_Label')}>
            <FooterGroup title={t('Footer_Contact_Label')} open={columns}>
              <dl>
                {data?.phone ? (
                  <>
                    <dt>{t('Footer_Phone')}</dt>
                    <dd>
                      <a href={`tel:${data.phone.replace(/\s/g, '')}`}>{data.phone}</a>
                    </dd>
                  </>
                ) : null}
                {data?.email ? (
                  <>
                    <dt>{t('Footer_Email')}</dt>
                    <dd>
                      <a href={`mailto:${data.email}`}>{data.email}</a>
                    </dd>
                  </>
                ) : null}
              </dl>
            </FooterGroup>
          </section>
        ) : null}
        {hasAddress ? (
          <section aria-label={t('Footer_Address')}>
            <FooterGroup title={t('Footer_Address')} open={columns}>
              <div>
                {data?.address ? <address>{data.address}</address> : null}
                {data?.openingHours ? (
                  <>
                    <h3 className={hoursHeading}>{t('Footer_Opening_Hours')}</h3>
                    <p>{data.openingHours}</p>
                  </>
                ) : null}
              </div>
            </FooterGroup>
          </section>
        ) : null}
        {socialLinks.length > 0 ? (
          <section aria-label={t('Footer_Social_Label')} className={lastRow}>
            <h2>{t('Footer_Follow_Us')}</h2>
            <ul className={social}>
              {socialLinks.map((link) => (
                <li key={link.platform}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`Social_${link.platform}`)}
                  >
                    <SocialIcon platform={link.platform} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {logos.length > 0 ? (
          <ul className={cx(trust, lastRow)} aria-label={t('Footer_Trust_Label')}>
            {logos.map((logo) => (
              <li key={logo.filename}>
                <img
                  src={imageUrl(logo.filename, TRUST_LOGO.width * 2)}
                  srcSet={
                    srcset(logo.filename, [TRUST_LOGO.width, TRUST_LOGO.width * 2]) || undefined
                  }
                  sizes={`${TRUST_LOGO.width}px`}
                  alt={logo.alt}
                  width={TRUST_LOGO.width}
                  height={TRUST_LOGO.height}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="button" className={consentLink} onClick={consent.openSettings}>
        {t('Consent_Footer_Link')}
      </button>
    </footer>
  );
});
