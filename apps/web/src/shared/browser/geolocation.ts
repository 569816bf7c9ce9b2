/** SPEC.md section 9: high accuracy, 20 s time-out, positions at most 1 s old. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 1_000 };

export interface Coordinates {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** The device's position (field findings, meter locations). Rejects with the browser's reason. */
export function currentPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This device cannot share its location.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: p.coords.accuracy }),
      (e) => reject(new Error(e.message || 'The location could not be read.')),
      GEOLOCATION_OPTIONS,
    );
  });
}
