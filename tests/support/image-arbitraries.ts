import fc from 'fast-check';

/** A Storyblok asset, as the content service hands it out. */
export const assetFile = fc
  .tuple(
    fc.integer({ min: 1, max: 999_999 }),
    fc.integer({ min: 1, max: 4000 }),
    fc.integer({ min: 1, max: 4000 }),
    fc.stringMatching(/^[a-f0-9]{10}$/),
    fc.stringMatching(/^[a-z0-9-]{1,12}$/),
    fc.constantFrom('jpg', 'jpeg', 'png', 'webp', 'JPG'),
  )
  .map(
    ([space, w, h, hash, name, ext]) =>
      `https://a.storyblok.com/f/${space}/${w}x${h}/${hash}/${name}.${ext}`,
  );

/** Any width a layout could ask for, including nonsense. */
export const anyWidth = fc.oneof(
  fc.integer({ min: -1000, max: 10_000 }),
  fc.double({ min: -1000, max: 10_000, noNaN: true }),
);
