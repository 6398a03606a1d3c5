import { ACCOUNT_PATHS } from '@/domain/account/account-routes';
import type { Story } from '@/domain/content/story';
import type { Language } from '@/domain/site/site';
import { blok, inLanguage, story, type Both } from './seed-helpers';

interface AccountPageText {
  readonly id: readonly [sv: string, en: string];
  /** The account path the page is shown at; the story lives there in each language's folder. */
  readonly path: string;
  readonly name: Both;
  readonly sections: readonly (readonly [headline: Both, text: Both])[];
}

const BENEFITS: AccountPageText = {
  id: ['400160', '400260'],
  path: ACCOUNT_PATHS.content,
  name: ['Medlemsförmåner', 'Member benefits'],
  sections: [
    [
      ['Som medlem i Lera', 'As a Lera member'],
      [
        'Du får 10 % på ditt första köp, förtur till verkstadsförsäljningen och alla dina ordrar samlade på ett ställe.',
        'You get 10 % off your first order, early access to the workshop sales and all your orders in one place.',
      ],
    ],
    [
      ['Förtur till verkstaden', 'Early access to the workshop'],
      [
        'Två gånger om året säljer vi andrasortering och provbitar. Medlemmar får inbjudan en vecka före alla andra.',
        'Twice a year we sell seconds and test pieces. Members are invited a week before everyone else.',
      ],
    ],
    [
      ['Fri lagning', 'Free mending'],
      [
        'Har en kopp fått en nagg i glasyren? Skicka den till oss, så lagar vi den med kintsugi utan kostnad.',
        'Has a cup chipped its glaze? Send it to us and we will mend it with kintsugi, free of charge.',
      ],
    ],
  ],
};

const OFFERS: AccountPageText = {
  id: ['400161', '400261'],
  path: ACCOUNT_PATHS.overviewContent,
  name: ['Dina medlemserbjudanden', 'Your member offers'],
  sections: [
    [
      ['Höstens erbjudande', 'This autumn’s offer'],
      [
        'Köp två skålar ur serien Sand och få den tredje på köpet. Gäller till och med 30 november.',
        'Buy two bowls from the Sand series and get the third one free. Valid until 30 November.',
      ],
    ],
    [
      ['Kurs i drejning', 'A throwing class'],
      [
        'Medlemmar får 20 % på lördagskurserna i Höganäs. Ange din e-postadress när du bokar.',
        'Members get 20 % off the Saturday classes in Höganäs. Give your e-mail address when you book.',
      ],
    ],
  ],
};

function accountPage(language: Language, text: AccountPageText): Story {
  const t = (both: Both) => inLanguage(language, both);
  const uid = `${text.path.replaceAll('/', '-')}-${language}`;
  const content = blok('page', `${uid}-page`, {
    meta_title: `${t(text.name)} | Lera`,
    body: [
      blok('headline', `${uid}-headline`, { text: t(text.name), level: 1 }),
      ...text.sections.flatMap(([headline, body], index) => [
        blok('headline', `${uid}-${index + 1}-headline`, { text: t(headline), level: 2 }),
        blok('text_block', `${uid}-${index + 1}-text`, { text: t(body) }),
      ]),
    ],
  });
  const id = text.id[language === 'sv' ? 0 : 1] ?? '';
  return story(id, `${language}/${text.path}`, t(text.name), content);
}

/**
 * docs/product.md#account-menu, "shows content-service content": the member benefits at
 * `account/content` and the member offers at `account/overview/content`. Both keep the account
 * path in every language, since the route is the same for all sites.
 */
export function accountPages(language: Language): readonly Story[] {
  return [accountPage(language, BENEFITS), accountPage(language, OFFERS)];
}
