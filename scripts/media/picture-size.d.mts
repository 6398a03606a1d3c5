export function frameFill(centimetres: number): number;
export function extentCm(design: {
  readonly measurement?: string | undefined;
  readonly volume?: string | undefined;
}): number | undefined;
