/**
 * The blocks most content pages hold, fetched as one file when a page first holds any of them:
 * one file each came in waves of six over HTTP/1.1, a round trip per wave, ahead of
 * the home page's first paint. Rarer blocks keep a file of their own (block-registry.ts).
 */
export { AccordionBlock } from '../editorial/accordion-block';
export { AccordionItemBlock } from '../editorial/accordion-item-block';
export { ColumnBlock } from '../editorial/column-block';
export { ContainerBlock } from '../editorial/container-block';
export { CtaButtonBlock } from '../editorial/cta-button-block';
export { ImageButtonBlock } from '../editorial/image-button-block';
export { ImageGroupBlock } from '../editorial/image-group-block';
export { ImageGroupItemBlock } from '../editorial/image-group-item-block';
export { ImageTextBlock } from '../editorial/image-text-block';
export { ProductLinkBlock } from '../editorial/product-link-block';
export { VideoBlock } from '../editorial/video-block';
export { HeroBlock } from '../hero/hero-block';
export { ProductListBlock } from './product-list-block';
export { NewsletterBannerBlock } from '@/ui/marketing/newsletter-banner-block';
