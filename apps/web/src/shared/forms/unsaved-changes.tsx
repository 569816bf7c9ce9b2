// "Leave this page?" when a form has typed data and the user navigates away (a link, Back, or
// closing the tab). Typing is noticed from the form's input events, so a form needs no per-field
// wiring: spread `onInput` on the form element and call `markSaved()` before navigating on save.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';

export const LEAVE_TITLE = 'Leave this page?';
export const LEAVE_MESSAGE = 'What you typed is not saved. Leave and lose it?';

export interface UnsavedChanges {
  /** Put on the <form>: any typing marks the form as changed. */
  onInput: () => void;
  /** After a save (or to discard): navigation is free again. */
  markSaved: () => void;
  /** The confirmation dialog; render it anywhere in the page. */
  prompt: ReactNode;
}

export function useUnsavedChanges(): UnsavedChanges {
  // A ref, not state: a save followed at once by navigate() must see the cleared flag.
  const dirty = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  const titleId = useId();
  const onInput = useCallback(() => {
    dirty.current = true;
  }, []);
  const markSaved = useCallback(() => {
    dirty.current = false;
  }, []);
  const prompt =
    blocker.state === 'blocked' ? (
      <Dialog open onClose={() => blocker.reset()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{LEAVE_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText>{LEAVE_MESSAGE}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset()}>Stay</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              dirty.current = false;
              blocker.proceed();
            }}
          >
            Leave
          </Button>
        </DialogActions>
      </Dialog>
    ) : null;
  return { onInput, markSaved, prompt };
}
