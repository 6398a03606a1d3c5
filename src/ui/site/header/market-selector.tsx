import { css, cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { UiStore } from '@/application/shared/ui.store';
import { LANGUAGE_LIST } from '@/ui/styles/layout';
import type { Result } from '@/domain/result';
import { useStore } from '@/ui/shared/container-context';
import { colors } from '@/ui/styles/tokens';
import { media } from '@/ui/styles/breakpoints';
import { iconButton, popover } from './header-styles';
import { icons } from './icons';
import { useClickOutside } from '@/ui/shared/use-click-outside';

const wrapper = css`
  position: relative;
`;

const current = css`
  display: none;
  text-transform: uppercase;
  font-size: 0.75rem;
  letter-spacing: 0.06em;
  ${media.md} {
    display: inline;
  }
`;

const panel = css`
  display: grid;
  gap: 1rem;
  width: min(calc(100vw - 2rem), 18rem);
  max-height: ${LANGUAGE_LIST.maxHeight};
  overflow-y: auto;
  z-index: 1;
  ${media.lg} {
    width: ${LANGUAGE_LIST.desktopWidthPx}px;
  }
  h2 {
    margin: 0 0 0.35rem;
    color: #6b6259;
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const entry = css`
  display: flex;
  gap: 0.6rem;
  align-items: center;
  width: 100%;
  padding: 0.45rem 0.5rem;
  border: none;
  border-radius: 2px;
  background: none;
  color: inherit;
  font: inherit;
  font-size: 0.9375rem;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${colors.paper};
  }
  &[aria-current='true'] {
    background: ${colors.beige};
    font-weight: 600;
  }
`;

/** A country's flag beside its name: drawn, not read (the name says the country). */
const flag = css`
  flex: none;
  width: 1.3125rem;
  height: 0.875rem;
  object-fit: cover;
  box-shadow: 0 0 0 1px ${colors.line};
`;

/**
 * A country's flag (docs/product.md#header), served by the shop's server only when the list
 * opens: `se` → `/flags/SE.svg`.
 */
function flagSource(country: string): string {
  return `/flags/${country.toUpperCase()}.svg`;
}

/**
 * docs/product.md#header: the market and language selector. The "Market" button unfolds one list of
 * countries (name and currency) and one of languages; choosing sets the site through the
 * SiteStore and goes to the same page under the new prefix. A click outside folds it
 * (docs/product.md#start-up).
 */
export const MarketSelector = observer(function MarketSelector() {
  const sites = useStore(SiteStore);
  const ui = useStore(UiStore);
  const { t } = useStore(TranslationStore);
  const navigate = useNavigate();
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const open = ui.selectorList === 'market';
  useClickOutside(ref, open, ui.clickedOutside);

  const go = (result: Result<string, unknown>) => {
    if (result.ok) void navigate(result.value);
    ui.clickedOutside();
  };
  const { country, language } = sites.site;

  return (
    <div className={wrapper} ref={ref}>
      <button
        type="button"
        className={iconButton}
        aria-label={t('Header_Market')}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => ui.toggleSelectorList('market')}
      >
        {icons.globe}
        <span className={current} aria-hidden="true">
          {country}/{language}
        </span>
      </button>
      {open ? (
        <div id={`${id}-panel`} className={cx(popover, panel)}>
          <section aria-labelledby={`${id}-countries`}>
            <h2 id={`${id}-countries`}>{t('Market_Selector_Label')}</h2>
            <ul>
              {sites.options.map((option) => (
                <li key={option.country}>
                  <button
                    type="button"
                    className={entry}
                    aria-current={option.country === country ? 'true' : undefined}
                    onClick={() => go(sites.changeCountry(option.country, location))}
                  >
                    <img
                      className={flag}
                      src={flagSource(option.country)}
                      alt=""
                      width={21}
                      height={14}
                    />
                    <span>
                      {t('Market_Option', { name: option.name, currency: option.currency })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={`${id}-languages`}>
            <h2 id={`${id}-languages`}>{t('Language_Selector_Label')}</h2>
            <ul>
              {sites.languages.map((option) => (
                <li key={option}>
                  <button
                    type="button"
                    lang={option}
                    className={entry}
                    aria-current={option === language ? 'true' : undefined}
                    onClick={() => go(sites.changeLanguage(option, location))}
                  >
                    {t(`Language_Name_${option}`)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
    </div>
  );
});
