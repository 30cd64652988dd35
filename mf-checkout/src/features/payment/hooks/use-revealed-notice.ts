// The payment step's notice ("Your cart changed", a cancelled PayPal payment…) sits above the form, out of view on a
// phone after pressing Pay: one that is revealed is brought into view and focused, so it is seen and read.
import { useEffect, useRef, useState } from 'react';

export function useRevealedNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const revealNext = useRef(false);
  useEffect(() => {
    if (!notice || !revealNext.current) return;
    revealNext.current = false;
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus();
  }, [notice]);
  return {
    notice,
    ref,
    /** Says it where it stands. */
    show: (message: string | null) => setNotice(message),
    /** Says it and brings it into view. */
    reveal: (message: string) => {
      revealNext.current = true;
      setNotice(message);
    },
  };
}

export type RevealedNotice = ReturnType<typeof useRevealedNotice>;
