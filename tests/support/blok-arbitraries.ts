import { fc } from '@fast-check/vitest';
import type { Blok } from '@/domain/content/story';

/** A field value an editor (or a broken backend) could leave in a block. */
export const anyFieldValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

const componentName = fc.constantFrom(
  'page',
  'headline',
  'text_block',
  'product_list',
  'search_product_list',
  'hero',
);

/** A block tree: blocks with text fields and nested lists of blocks, up to three levels deep. */
export const blokTree: fc.Arbitrary<Blok> = fc.letrec<{ blok: Blok }>((tie) => ({
  blok: fc
    .record({
      _uid: fc.uuid(),
      component: componentName,
      headline: fc.string({ maxLength: 8 }),
      body: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constant([]),
        fc.array(tie('blok'), { maxLength: 3 }),
      ),
    })
    .map((fields) => fields as Blok),
})).blok;
