import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SiteStore } from '../../application/stores/site.store';
import { TranslationStore } from '../../application/stores/translation.store';
import { splitSitePrefix } from '../../domain/site/route-path';
import {
  defaultLanguage,
  formatSite,
  isLanguage,
  LANGUAGES,
  type Site,
} from '../../domain/site/site';
import { useStore } from '../app/container-context';
import { colors } from '../styles/tokens';

const selector = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  align-items: center;
  min-width: 0;
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  select {
    max-width: 100%;
    padding: 0.4rem 0.6rem;
    border: 1px solid ${colors.line};
    border-radius: 2px;
    background: white;
    font: inherit;
  }
`;

/**
 * SPEC §2 Header: the market and language selector. Choosing navigates to the same page under
 * the other prefix; a new country starts in its own default language.
 */
export const MarketSelector = observer(function MarketSelector() {
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();

  const go = (site: Site) => {
    const { rest } = splitSitePrefix(location.pathname);
    void navigate(`/${formatSite(site)}${rest}${location.search}`);
  };

  return (
    <form className={selector} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-country`}>
        {t('Market_Selector_Label')}
        <select
          id={`${id}-country`}
          value={sites.site.country}
          onChange={(event) => {
            const country = event.target.value;
            go({ country, language: defaultLanguage(country) });
          }}
        >
          {sites.options.map((option) => (
            <option key={option.country} value={option.country}>
              {t('Market_Option', { name: option.name, currency: option.currency })}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-language`}>
        {t('Language_Selector_Label')}
        <select
          id={`${id}-language`}
          value={sites.site.language}
          onChange={(event) => {
            const language = event.target.value;
            if (isLanguage(language)) go({ country: sites.site.country, language });
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`Language_Name_${language}`)}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
});
