import { plateWidthPercent } from './plate-width';

/** A chosen piece to draw on the table: its key (the slot) and its diameter, if known. */
export interface StackPiece {
  readonly key: string;
  readonly diameterCm: number | undefined;
}

/** Where a piece is drawn, in percent of the table picture: centre, bottom edge, width, layer. */
export interface PlacedPiece {
  readonly key: string;
  readonly widthPercent: number;
  readonly centrePercent: number;
  readonly bottomPercent: number;
  /** 0 is drawn first (lowest); higher layers lie on top. */
  readonly layer: number;
}

/**
 * A piece without a diameter (a mug, a cup) is drawn as if it were this wide, so it shows
 * beside the plates rather than vanishing (docs/product.md#constants-and-limits scale, extended to
 * unmeasured pieces).
 */
export const UNMEASURED_PIECE_CM = 10;
/** The stack stands this far up the picture; each piece on it is raised by `STACK_STEP`. */
export const STACK_BASE = 8;
export const STACK_STEP = 3;
/** Where unmeasured pieces stand beside the stack, right first, then left. */
export const SIDE_CENTRES = [86, 14] as const;

const measured = (piece: StackPiece): boolean => plateWidthPercent(piece.diameterCm ?? 0) > 0;

/**
 * docs/product.md#table-setting, docs/product.md#constants-and-limits: the chosen products stacked
 * on the table. Pieces with a diameter are drawn to scale (`plateWidthPercent`), centred, the
 * widest lowest and each narrower one raised a step (ties keep the order chosen); pieces without
 * one stand beside the stack at `UNMEASURED_PIECE_CM`, alternating right and left, on top of it.
 */
export function tableStack(pieces: readonly StackPiece[]): readonly PlacedPiece[] {
  const stacked = pieces
    .filter(measured)
    .map((piece) => ({ key: piece.key, width: plateWidthPercent(piece.diameterCm ?? 0) }))
    .sort((a, b) => b.width - a.width);
  const beside = pieces.filter((piece) => !measured(piece));
  const sideWidth = plateWidthPercent(UNMEASURED_PIECE_CM);
  return [
    ...stacked.map(({ key, width }, index) => ({
      key,
      widthPercent: width,
      centrePercent: 50,
      bottomPercent: STACK_BASE + index * STACK_STEP,
      layer: index,
    })),
    ...beside.map(({ key }, index) => ({
      key,
      widthPercent: sideWidth,
      centrePercent: SIDE_CENTRES[index % SIDE_CENTRES.length] ?? 50,
      bottomPercent: STACK_BASE + Math.floor(index / SIDE_CENTRES.length) * STACK_STEP,
      layer: stacked.length + index,
    })),
  ];
}
