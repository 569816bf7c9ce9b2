import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { daysOf, toggleDay, WEEKDAYS } from './working-days.ts';

/** Working days as Mon..Sun checkboxes over the wire's digit string. */
export function WorkingDaysField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (digits: string) => void;
  error?: string | undefined;
}) {
  const days = daysOf(value);
  return (
    <FormControl component="fieldset" error={error !== undefined} sx={{ mt: 1 }}>
      <FormLabel component="legend">Working days</FormLabel>
      <FormGroup row>
        {WEEKDAYS.map((w) => (
          <FormControlLabel
            key={w.day}
            label={w.short}
            control={
              <Checkbox
                checked={days.has(w.day)}
                onChange={(e) => onChange(toggleDay(value, w.day, e.target.checked))}
                slotProps={{ input: { 'aria-label': w.name } }}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
