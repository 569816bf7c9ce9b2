// The evidence a field record carries: photos from the phone's camera and the GPS at the place
// (SPEC.md section 9's request). One hook and one component for every field dialog (executing an
// order, a finding, a pole), online or kept on the phone (decision 114).
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { GpsCapture, gpsBody, type Coordinates } from './GpsCapture.tsx';
import { PhotoCapture } from './PhotoCapture.tsx';

export type GpsBody = ReturnType<typeof gpsBody>;

export interface FieldEvidenceState {
  photos: File[];
  setPhotos: (files: File[]) => void;
  photoError: string | undefined;
  gps: Coordinates | null;
  setGps: (value: Coordinates) => void;
  /** Shows the photo message when there is none; answers whether there is one. */
  checkPhotos: () => boolean;
}

/** The dialog's photos and GPS; each new fix is handed to the form as the contract's fields. */
export function useFieldEvidence(photoMessage: string, onGps: (fields: GpsBody) => void): FieldEvidenceState {
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [gps, setGpsValue] = useState<Coordinates | null>(null);
  return {
    photos,
    setPhotos: (files) => {
      setPhotos(files);
      if (files.length > 0) setPhotoError(undefined);
    },
    photoError,
    gps,
    setGps: (value) => {
      setGpsValue(value);
      onGps(gpsBody(value));
    },
    checkPhotos: () => {
      setPhotoError(photos.length === 0 ? photoMessage : undefined);
      return photos.length > 0;
    },
  };
}

export function FieldEvidence({
  evidence,
  photoLabel,
  multiple = false,
  gpsError,
}: {
  evidence: FieldEvidenceState;
  photoLabel: string;
  multiple?: boolean;
  gpsError?: string | undefined;
}) {
  return (
    <Stack spacing={1}>
      <PhotoCapture
        files={evidence.photos}
        onChange={evidence.setPhotos}
        multiple={multiple}
        label={photoLabel}
        error={evidence.photoError}
      />
      <GpsCapture value={evidence.gps} onChange={evidence.setGps} error={gpsError} />
    </Stack>
  );
}
