import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { ACCEPT_ALL, formatConsentCookie } from '@/domain/consent/consent';
import { COOKIE_NAMES } from '@/domain/shared/cookies';

// The first render of a file waits on cold module loading; on a busy 2-core CI machine (more
// so with coverage) that can pass testing-library's 1 s default for `findBy…`. This is how
// long a query waits, not a speed assertion.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

// Each test starts a new visit: what one test kept in the browser's storage (a sign-in the fake
// account service keeps, a receipt's order, the cart's cookie) never reaches the next.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const name = pair.split('=')[0] ?? '';
    document.cookie = `${name}=; path=/; max-age=0`;
  }
});

// The visitor has allowed statistics (docs/product.md#consent), as journeys about something else
// start: the consent prompt stays away and analytics reach the data layer. A test about the
// prompt removes the cookie first.
beforeEach(() => {
  document.cookie = `${COOKIE_NAMES.consent}=${formatConsentCookie(ACCEPT_ALL)}; path=/`;
});

// jsdom has no modal dialogs: a stand-in that opens and closes them, so components using the
// platform `<dialog>` render their content in tests as in a browser.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom does not scroll: the router's scroll restoration puts each new page at its top, which
// jsdom reports as "not implemented" on every navigation. Nothing in a unit test scrolls.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
}
