// The disconnection images dialog: the photos of an order or a finding, full size, each with a link
// to the file.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** The photo's address (inline, for an <img>); the download endpoint's path. */
export const meterImageUrl = (id: number) => `/api/v2/billing/meter-images/${id}?inline=true`;

export function MeterImagesDialog({
  title,
  photoIds,
  caption,
  onClose,
}: {
  title: string;
  photoIds: readonly number[];
  caption?: string | undefined;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {caption && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {caption}
          </Typography>
        )}
        {photoIds.length === 0 && <Typography>No photos.</Typography>}
        <Box sx={{ display: 'grid', gap: 2 }}>
          {photoIds.map((id, i) => (
            <Box key={id}>
              <Box
                component="img"
                src={meterImageUrl(id)}
                alt={`${title}: photo ${i + 1}`}
                sx={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', borderRadius: 1 }}
              />
              <Link href={meterImageUrl(id)} target="_blank" rel="noreferrer" variant="body2">
                Open photo {i + 1}
              </Link>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
