import { useEffect, useRef, useState } from 'react';

/**
 * Counts down whole seconds from `seconds` while `running`, against a deadline (so a slow or throttled timer never
 * adds time), and calls `onZero` once when it reaches zero. Stopping early freezes the time left.
 */
export function useCountdown(seconds: number, running: boolean, onZero: () => void): number {
  const [remaining, setRemaining] = useState(seconds);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;

  useEffect(() => {
    if (!running) return;
    const deadline = Date.now() + seconds * 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const msLeft = deadline - Date.now();
      const left = Math.max(0, Math.ceil(msLeft / 1000));
      setRemaining(left);
      if (left === 0) {
        onZeroRef.current();
        return;
      }
      timer = setTimeout(tick, Math.max(0, msLeft - (left - 1) * 1000));
    };
    tick();
    return () => clearTimeout(timer);
  }, [running, seconds]);

  return remaining;
}
