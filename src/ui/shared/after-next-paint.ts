/**
 * Resolves once the browser has shown its next frame, for work a page's first screen does not
 * need (the notice's HTML sanitizer, the hero's hotspot products, the cart's count): started
 * after the first paint, it no longer competes with the code and data that paint waits for
 *. A hidden page shows no frames, so there it resolves after a zero-delay timer.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const afterTask = () => setTimeout(resolve, 0);
    const hidden = typeof document === 'undefined' || document.visibilityState === 'hidden';
    if (hidden || typeof requestAnimationFrame !== 'function') afterTask();
    // A frame's callbacks run just before it paints, and the paint reaches the screen a moment
    // later: by the following frame's callbacks it is there.
    else requestAnimationFrame(() => requestAnimationFrame(afterTask));
  });
}
