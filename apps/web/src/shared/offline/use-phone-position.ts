import { useEffect, useState } from 'react';
import { GEOLOCATION_OPTIONS, type Coordinates } from '#web/shared/browser/geolocation.ts';

/**
 * Where the phone is, kept current while `watching` (a field screen at phone width), with SPEC.md
 * section 9's settings. Records taken without a fix carry no position rather than wait: a reader at
 * a meter does not stand still for 20 s. Null until the first fix, and when the user declines the
 * location permission.
 */
export function usePhonePosition(watching: boolean): Coordinates | null {
  const [position, setPosition] = useState<Coordinates | null>(null);
  useEffect(() => {
    if (!watching || typeof navigator === 'undefined' || !('geolocation' in navigator)) return;
    const id = navigator.geolocation.watchPosition(
      (p) => setPosition({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: p.coords.accuracy }),
      () => undefined,
      GEOLOCATION_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [watching]);
  return position;
}
