import { useCallback, useEffect, useState } from 'react';

/** A resend countdown in whole seconds (SPEC §2.1); `start(n)` restarts it from the server's resendSeconds. */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((total: number) => setSeconds(Math.max(0, Math.floor(total))), []);
  return { seconds, isRunning: seconds > 0, start };
}
