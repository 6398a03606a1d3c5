import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { NoticeStore } from '@/application/content/notice.store';
import { readableColours } from '@/domain/content/editor-colours';
import type { NoticePosition } from '@/domain/content/notice';
import { TranslationStore } from '@/application/site/translation.store';
import { NOTICE_BAR_HEIGHT } from '@/ui/styles/layout';
import { useStore } from '@/ui/shared/container-context';
import { SanitizedHtml } from '@/ui/shared/content/sanitized-html';
import { media } from '@/ui/styles/breakpoints';
import { pageColours } from '@/ui/styles/tokens';

// The site's loader prepares the notices' sanitized HTML, so the bar shows them in the server's
// HTML and the first render; its height is fixed, so a notice arriving later shifts nothing.

const bar = css`
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.8125rem;
  letter-spacing: 0.02em;
`;

const notice = css`
  display: flex;
  flex: 1 0 100%;
  align-items: center;
  justify-content: center;
  height: ${NOTICE_BAR_HEIGHT.mobile};
  padding: 0 1rem;
  scroll-snap-align: start;
  white-space: nowrap;
  p {
    margin: 0;
  }
  a {
    color: inherit;
    text-underline-offset: 0.2em;
  }
  ${media.lg} {
    flex-basis: 0;
    height: ${NOTICE_BAR_HEIGHT.desktop};
  }
`;

const dismiss = css`
  margin-left: 0.75rem;
  padding: 0 0.25rem;
  border: none;
  background: none;
  color: inherit;
  font-size: 1.125rem;
  line-height: 1;
  cursor: pointer;
  opacity: 0.8;
  &:hover,
  &:focus-visible {
    opacity: 1;
  }
`;

const ALIGN: Readonly<Record<string, string>> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

/**
 * docs/product.md#header: the site notices of one bar — `top` above the header, `bottom` under it
 * (docs/product.md#notices) — each in its editors' colours as far as they read
 * (`readableColours`), their HTML sanitised. Side by side from 1024 px; on smaller screens they
 * scroll sideways, one at a time. Links to the shop itself are followed by the router, without a
 * page load. Each can be hidden for 30 days.
 */
export const NoticeBar = observer(function NoticeBar(props: { readonly position: NoticePosition }) {
  const noticeStore = useStore(NoticeStore);
  const notices = noticeStore.visibleAt(props.position);
  const { t } = useStore(TranslationStore);
  const navigate = useNavigate();
  if (notices.length === 0) return null;

  const followInternalLink = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    <ul className={bar} aria-label={t('Notices_Label')} data-position={props.position}>
      {notices.map((item) => {
        const colours = readableColours(
          { text: item.fontColor, background: item.backgroundColor },
          pageColours,
        );
        return (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click bubbling up from a link in the notice; Enter on the link fires it too
          <li
            key={item.uid}
            className={notice}
            style={{
              background: colours?.background,
              color: colours?.text,
              justifyContent: ALIGN[item.textAlignment] ?? 'center',
            }}
            onClick={followInternalLink}
          >
            <SanitizedHtml kind="notice" as="span" html={item.html} />
            <button
              type="button"
              className={dismiss}
              aria-label={t('Notice_Dismiss')}
              onClick={() => noticeStore.dismiss(item.uid)}
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
});
