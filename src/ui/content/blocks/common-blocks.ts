/**
 * The blocks most content pages hold, fetched as one file when a page first holds any of them:
 * one file each came in waves of six over HTTP/1.1, a round trip per wave, ahead of
 * the home page's first paint. Rarer blocks keep a file of their own (block-registry.ts).
 */
export { AccordionBlock } from '@/ui/content/editorial/accordion-block';
export { AccordionItemBlock } from '@/ui/content/editorial/accordion-item-block';
export { ColumnBlock } from '@/ui/content/editorial/column-block';
export { ContainerBlock } from '@/ui/content/editorial/container-block';
export { CtaButtonBlock } from '@/ui/content/editorial/cta-button-block';
export { ImageButtonBlock } from '@/ui/content/editorial/image-button-block';
export { ImageGroupBlock } from '@/ui/content/editorial/image-group-block';
export { ImageGroupItemBlock } from '@/ui/content/editorial/image-group-item-block';
export { ImageTextBlock } from '@/ui/content/editorial/image-text-block';
export { ProductLinkBlock } from '@/ui/content/editorial/product-link-block';
export { VideoBlock } from '@/ui/content/editorial/video-block';
export { HeroBlock } from '@/ui/content/hero/hero-block';
export { ProductListBlock } from './product-list-block';
export { NewsletterBannerBlock } from '@/ui/marketing/newsletter-banner-block';
