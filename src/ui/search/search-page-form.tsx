import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { SiteStore } from '@/application/site/site.store';
import { TranslationStore } from '@/application/site/translation.store';
import { searchPagePath } from '@/domain/search/search-route';
import { formatSite } from '@/domain/site/site';
import { useStore } from '@/ui/shared/container-context';
import { primaryButtonRules } from '@/ui/shared/button-styles';
import { colors, tones } from '@/ui/styles/tokens';

const form = css`
  display: flex;
  width: 100%;
  max-width: 36rem;
  border: 1px solid ${colors.ink};
  border-radius: 2px;
  background: #fff;
  &:focus-within {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 3.25rem;
    padding: 0 1rem;
    border: none;
    background: transparent;
    font: inherit;
    font-size: 1.0625rem;
    color: inherit;
    /* The form draws the focus ring around field and button together. */
    outline: none;
  }
  input::placeholder {
    color: ${tones.muted};
  }
  button {
    ${primaryButtonRules}
    flex: none;
    padding: 0 1.5rem;
    border-radius: 0;
    font-size: 0.875rem;
  }
`;

/**
 * docs/product.md#search-results: the results page's own search field, holding the query it
 * shows. A plain GET form to the site's results page, so it searches before the page's scripts
 * have run or without them; once they run, a search stays on the page and only the results
 * change. Its name, the form's and the field's, comes from the translations.
 */
export const SearchPageForm = observer(function SearchPageForm(props: { readonly q: string }) {
  const { q } = props;
  const sites = useStore(SiteStore);
  const { t } = useStore(TranslationStore);
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  const site = formatSite(sites.site);
  const label = t('Search_Field_Label');

  // A search from elsewhere (the header's panel, the browser's back button) shows its query here;
  // what a shopper typed before the page took over stays.
  const shown = useRef(q);
  useEffect(() => {
    if (shown.current === q) return;
    shown.current = q;
    if (field.current) field.current.value = q;
  }, [q]);

  return (
    <form
      role="search"
      aria-label={label}
      className={form}
      method="get"
      action={`/${site}/search`}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(searchPagePath(site, field.current?.value ?? ''));
      }}
    >
      <input
        ref={field}
        type="search"
        name="q"
        aria-label={label}
        placeholder={t('Search_Placeholder')}
        defaultValue={q}
        enterKeyHint="search"
      />
      <button type="submit">{t('Search_Submit')}</button>
    </form>
  );
});
