import { useEffect } from 'react';
import { AFTER_PAINT_PARTS } from '@/application/content/content-state';
import { ContentStore } from '@/application/content/content.store';
import { SiteStore } from '@/application/site/site.store';
import { useStore } from '@/ui/shared/container-context';
import { afterNextPaint } from '@/ui/shared/after-next-paint';

/**
 * docs/product.md#start-up 3, the parts the start-up does not wait for (content-state.ts): the
 * links and the footer, asked for once the page has painted, and again in each new language
 *.
 */
export function useRestOfSiteContent(): void {
  const content = useStore(ContentStore);
  const { language } = useStore(SiteStore).site;

  useEffect(() => {
    void afterNextPaint().then(() => content.load(language, AFTER_PAINT_PARTS));
  }, [content, language]);
}
