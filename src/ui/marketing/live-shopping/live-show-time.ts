import type { Language } from '@/domain/site/site';

/** A show's start as shoppers read it: weekday, day, month and time in the site's language. */
export function formatShowTime(startsAt: number, language: Language): string {
  return new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(startsAt);
}
