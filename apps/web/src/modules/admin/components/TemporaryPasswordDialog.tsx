import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { notify } from '#web/shared/feedback/notify.ts';

/** Shows a temporary password once; it is not kept anywhere in the screen afterwards. */
export function TemporaryPasswordDialog({
  username,
  password,
  onClose,
}: {
  username: string;
  password: string | null;
  onClose: () => void;
}) {
  const copy = async () => {
    if (password === null) return;
    try {
      await navigator.clipboard.writeText(password);
      notify.success('Temporary password copied.');
    } catch {
      notify.warning('Copying is blocked by the browser; select the password and copy it by hand.');
    }
  };
  return (
    <Dialog open={password !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="temp-password-title">
      <DialogTitle id="temp-password-title">Temporary password</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          Give this password to <strong>{username}</strong>. They must change it when they first sign in.
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            my: 2,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: 20,
          }}
        >
          <Box
            component="span"
            data-testid="temporary-password"
            sx={{ flexGrow: 1, userSelect: 'all', wordBreak: 'break-all' }}
          >
            {password}
          </Box>
          <Tooltip title="Copy">
            <IconButton onClick={() => void copy()} aria-label="Copy temporary password">
              <ContentCopy />
            </IconButton>
          </Tooltip>
        </Box>
        <Alert severity="warning">It is shown only this once.</Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
