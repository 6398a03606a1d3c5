import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ContentStore } from '@/application/content/content.store';
import { TranslationStore } from '@/application/site/translation.store';
import { ACCOUNT_PATHS } from '@/domain/account/account-routes';
import { useStore } from '@/ui/shared/container-context';
import { StoryContent } from '@/ui/content/blocks/story-content';
import { AccountFrame } from './account-frame';

/**
 * A content-service story kept at an account path (docs/product.md#account-menu "shows
 * content-service content"), read in the site's language, beside the account menu. A story that
 * cannot be read says so in place of the page.
 */
const AccountStory = observer(function AccountStory(props: { readonly slug: string }) {
  const content = useStore(ContentStore);
  const { t } = useStore(TranslationStore);
  const [failedSlug, setFailedSlug] = useState<string>();
  const { slug } = props;
  useEffect(() => {
    void content.loadPage(slug).then((result) => setFailedSlug(result.ok ? undefined : slug));
  }, [content, slug]);
  const story = content.page(slug);
  if (story) {
    return (
      <AccountFrame>
        <StoryContent story={story} />
      </AccountFrame>
    );
  }
  return (
    <AccountFrame title={failedSlug === slug ? t('Account_Content_Missing') : undefined}>
      {failedSlug === slug ? null : <p aria-busy="true" />}
    </AccountFrame>
  );
});

/** docs/product.md#routes `account/content`: the member benefits story. */
export function AccountContentPage() {
  return <AccountStory slug={ACCOUNT_PATHS.content} />;
}

/**
 * docs/product.md#routes `account/overview/content`: the members' own offers, for the logged in
 * (docs/product.md#validation).
 */
export function MemberContentPage() {
  return <AccountStory slug={ACCOUNT_PATHS.overviewContent} />;
}
