import type { Language } from '@/domain/site/site';

/**
 * A restock day (00:00 UTC) as shoppers read it: "12 December" in the site's language, with the
 * year only when it is not this year's (`today`'s).
 */
export function formatRestockDay(day: number, today: number, language: Language): string {
  const sameYear = new Date(day).getUTCFullYear() === new Date(today).getUTCFullYear();
  return new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(day);
}
