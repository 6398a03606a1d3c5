import { createContext } from 'react';
import type { Blok } from '@/domain/content/story';

/**
 * The root block of the story being shown, for a block whose look depends on its place in the
 * page (the first hero is the page's LCP, docs/product.md#hero); `undefined` outside a story.
 */
export const StoryRootContext = createContext<Blok | undefined>(undefined);
