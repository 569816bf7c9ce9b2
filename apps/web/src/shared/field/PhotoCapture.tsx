// Photos taken with the phone's camera (or chosen from the gallery), shown before they are sent.
// Shared so the offline field app can reuse it (issue 17 item 5).
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useId, useMemo } from 'react';

export function PhotoCapture({
  files,
  onChange,
  multiple = false,
  label = 'Take a photo',
  error,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  label?: string;
  error?: string | undefined;
}) {
  const id = useId();
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return (
    <Box>
      <Button variant="outlined" component="label" htmlFor={id} startIcon={<PhotoCamera />}>
        {label}
      </Button>
      <input
        id={id}
        data-testid="photo-input"
        type="file"
        accept="image/*"
        capture="environment"
        multiple={multiple}
        hidden
        onChange={(e) => {
          const picked = [...(e.target.files ?? [])];
          onChange(multiple ? [...files, ...picked] : picked.slice(0, 1));
          e.target.value = '';
        }}
      />
      {urls.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {urls.map((u, i) => (
            <Box
              key={u}
              component="img"
              src={u}
              alt={`Photo ${i + 1}`}
              sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
          ))}
        </Box>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
