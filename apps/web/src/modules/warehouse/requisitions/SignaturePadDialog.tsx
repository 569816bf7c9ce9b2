// The signature pad (a lazy dialog): the recipient signs with finger, pen or mouse on a canvas;
// the drawing is sent as a PNG data URL and kept with the document (decision 091).
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type PointerEvent } from 'react';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

export interface SignatureInput {
  receivedByName: string;
  signature: string;
}

export default function SignaturePadDialog({
  title,
  defaultName,
  onClose,
  onSign,
}: {
  title: string;
  defaultName: string;
  onClose: () => void;
  /** Answers an error message to show, or null when signed. */
  onSign: (input: SignatureInput) => Promise<string | null>;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const c = canvas.current!;
    const box = c.getBoundingClientRect();
    return { x: ((e.clientX - box.left) * c.width) / box.width, y: ((e.clientY - box.top) * c.height) / box.height };
  };
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    canvas.current!.setPointerCapture(e.pointerId);
    drawing.current = true;
    const p = point(e);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#10204a';
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    const p = point(e);
    ctx.lineTo(p.x, p.y);
    ctx.stroke();
    setDrawn(true);
  };
  const up = () => {
    drawing.current = false;
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    setDrawn(false);
  };
  const submit = async () => {
    if (!drawn) return setError('Sign in the box.');
    if (name.trim().length < 2) return setError('Enter the name of the one receiving.');
    setBusy(true);
    try {
      setError(await onSign({ receivedByName: name.trim(), signature: canvas.current!.toDataURL('image/png') }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Sign"
    >
      <GeneralError message={error ?? undefined} />
      <TextField
        name="receivedByName"
        label="Received by"
        value={name}
        onChange={(e) => setName(e.target.value)}
        fullWidth
        required
        sx={{ mb: 2 }}
      />
      <Typography variant="body2" sx={{ mb: 1 }}>
        Sign in the box below.
      </Typography>
      <Box
        component="canvas"
        ref={canvas}
        width={480}
        height={160}
        aria-label="Signature pad"
        data-testid="signature-pad"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerLeave={up}
        sx={{
          width: '100%',
          maxWidth: 480,
          height: 'auto',
          aspectRatio: '3 / 1',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          touchAction: 'none',
          bgcolor: '#fff',
          display: 'block',
        }}
      />
      <Button size="small" onClick={clear} sx={{ mt: 1 }}>
        Clear
      </Button>
    </FormDialog>
  );
}
