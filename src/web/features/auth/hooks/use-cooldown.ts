import { useCallback, useEffect, useState } from 'react';

/** Seconds before another code (mail or SMS) may be asked for. */
export const resendCooldownSeconds = 30;

/** Whole seconds left until `endsAt` (epoch ms), never negative. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * A countdown for "Resend code": `start()` begins it; `remaining` is the seconds left (0 when a
 * new code may be asked for).
 */
export function useCooldown(seconds: number, startActive = false) {
  const [endsAt, setEndsAt] = useState(() => (startActive ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(endsAt, now);
  const active = remaining > 0;

  useEffect(() => {
    if (!active) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [active]);

  const start = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1000);
  }, [seconds]);

  return { remaining, start };
}
