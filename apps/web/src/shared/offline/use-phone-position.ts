import { useEffect, useState } from 'react';

/** SPEC.md section 9: high accuracy, 20 s time-out, maximum age 1 s. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 1_000 };

export interface PhonePosition {
  latitude: number;
  longitude: number;
  /** Metres, as the phone reports it. */
  accuracy: number;
}

/**
 * Where the phone is, kept current while `watching` (a field screen at phone width). Records taken
 * without a fix carry no position rather than wait: a reader at a meter does not stand still for
 * 20 s. Null until the first fix, and when the user declines the location permission.
 */
export function usePhonePosition(watching: boolean): PhonePosition | null {
  const [position, setPosition] = useState<PhonePosition | null>(null);
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
