import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'slotProps'> & {
  type?: 'date' | 'datetime-local' | 'time' | 'month';
};

/** A date (or date and time) input with the browser's picker; its label always stays above the mask. */
export function DateField({ type = 'date', ...props }: DateFieldProps) {
  return <TextField {...props} type={type} slotProps={{ inputLabel: { shrink: true } }} />;
}
