import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts its (lazily loaded) children the first time they are wanted and keeps them mounted
 * after, so a panel's code is fetched when a shopper first opens it, not with the first page
 * (byte budget), and its closing transition still plays.
 */
export function MountWhenWanted(props: { readonly wanted: boolean; readonly children: ReactNode }) {
  const [mounted, setMounted] = useState(props.wanted);
  // React's documented "adjust state while rendering": no extra commit with nothing shown.
  if (props.wanted && !mounted) setMounted(true);
  if (!mounted) return null;
  return <Suspense fallback={null}>{props.children}</Suspense>;
}
