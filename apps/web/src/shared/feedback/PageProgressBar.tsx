import LinearProgress from '@mui/material/LinearProgress';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { progressStore } from './progress-store.ts';

// SPEC.md section 9: 200 ms throttle, 5000 ms run to (almost) full, hidden 500 ms after done.
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;
const TICK_MS = 100;

/** The thin bar at the top while a page loads or data is fetched; quick work never shows it. */
export function PageProgressBar() {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const busy = navigation.state !== 'idle' || fetching > 0;
  const [value, setValue] = useState(0);
  const [visible, setVisible] = useState(false);
  const startedAt = useRef(0);

  useEffect(() => {
    if (!busy) return undefined;
    startedAt.current = Date.now();
    let tick: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      if (progressStore.hiddenAt() >= startedAt.current) return;
      setVisible(true);
      setValue(10);
      tick = setInterval(() => {
        // Eases towards 95% over the duration; the last step waits for the work to finish.
        const elapsed = Date.now() - startedAt.current;
        setValue(Math.min(95, 10 + (85 * elapsed) / PROGRESS_DURATION_MS));
      }, TICK_MS);
    }, PROGRESS_THROTTLE_MS);
    return () => {
      clearTimeout(show);
      if (tick !== undefined) clearInterval(tick);
    };
  }, [busy]);

  useEffect(() => {
    if (busy || !visible) return undefined;
    setValue(100);
    const hide = setTimeout(() => setVisible(false), PROGRESS_HIDE_DELAY_MS);
    return () => clearTimeout(hide);
  }, [busy, visible]);

  // A toast takes over from the bar.
  useEffect(() => progressStore.subscribe(() => setVisible(false)), []);

  if (!visible) return null;
  return (
    <LinearProgress
      variant="determinate"
      value={value}
      color="secondary"
      aria-label="Page loading"
      data-testid="page-progress"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.tooltip + 1, height: 3 }}
    />
  );
}
