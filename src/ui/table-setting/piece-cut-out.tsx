import { css } from '@linaria/core';

const hidden = css`
  position: absolute;
  width: 0;
  height: 0;
`;

/** The flat ground every product picture stands on (`public/media/products`, `npm run media`). */
const GROUND = [0xf1, 0xee, 0xe8].map((channel) => channel / 255);
/** How sharply a colour differing from the ground becomes opaque (an off-white glaze must). */
const GAIN = 40;
/**
 * How far from the ground a channel may stray and still be ground (in steps of 1/255): the
 * photographs come through lossy compression, which moves a flat ground by a step or two.
 */
const COMPRESSION_STEPS = 3;

const shift = (sign: 1 | -1) =>
  GROUND.map((ground, index) => {
    const row = [0, 0, 0, 0, -sign * GAIN * ground];
    row[index] = sign * GAIN;
    return row.join(' ');
  })
    .concat('0 0 0 1 0')
    .join(' ');

/**
 * An SVG filter that keys out the product pictures' flat ground, so a piece laid on the table
 * shows only itself (docs/product.md#table-setting stacked product images): how far each pixel is
 * from the ground colour becomes its opacity.
 */
export function PieceCutOut(props: { readonly id: string }) {
  return (
    <svg className={hidden} aria-hidden="true" focusable="false">
      <filter id={props.id} colorInterpolationFilters="sRGB">
        <feColorMatrix in="SourceGraphic" type="matrix" values={shift(1)} result="above" />
        <feColorMatrix in="SourceGraphic" type="matrix" values={shift(-1)} result="below" />
        <feComposite
          in="above"
          in2="below"
          operator="arithmetic"
          k2={1}
          k3={1}
          k4={(-GAIN * COMPRESSION_STEPS) / 255}
          result="apart"
        />
        <feColorMatrix
          in="apart"
          type="matrix"
          values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1 0 0"
          result="mask"
        />
        <feComposite in="SourceGraphic" in2="mask" operator="in" />
      </filter>
    </svg>
  );
}
