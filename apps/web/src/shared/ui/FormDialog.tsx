import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Breakpoint } from '@mui/material/styles';
import DialogContentText from '@mui/material/DialogContentText';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';

export const DISCARD_MESSAGE = 'What you typed is not saved. Close and lose it?';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  submitting?: boolean;
  submitLabel?: string;
  maxWidth?: Breakpoint;
  children: ReactNode;
}

/**
 * A dialog holding one form: Enter submits, closing is blocked while saving, and closing after
 * typing (Cancel, Escape, a click outside) asks first.
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitting = false,
  submitLabel = 'Save',
  maxWidth = 'sm',
  children,
}: FormDialogProps) {
  const titleId = useId();
  const discardTitleId = useId();
  const [typed, setTyped] = useState(false);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  // Each opening starts clean (the same dialog is reused for the next record).
  useEffect(() => {
    if (open) {
      setTyped(false);
      setAskingToDiscard(false);
    }
  }, [open]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!submitting) onSubmit();
  };
  const close = () => {
    if (typed) setAskingToDiscard(true);
    else onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : close}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <Box component="form" onSubmit={submit} onInput={() => setTyped(true)} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
      <Dialog
        open={askingToDiscard}
        onClose={() => setAskingToDiscard(false)}
        aria-labelledby={discardTitleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={discardTitleId}>Discard changes?</DialogTitle>
        <DialogContent>
          <DialogContentText>{DISCARD_MESSAGE}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAskingToDiscard(false)}>Keep editing</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setAskingToDiscard(false);
              onClose();
            }}
          >
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
