import { ROLE_GROUPS, type Role } from '@ilaw/contracts/roles';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';

/** Every assignable role, grouped by the department whose work it covers (ROLE_GROUPS). */
export function RolePicker({ value, onChange }: { value: readonly Role[]; onChange: (roles: Role[]) => void }) {
  const held = new Set(value);
  const toggle = (roles: readonly Role[], on: boolean) => {
    const next = new Set(held);
    for (const r of roles) {
      if (on) next.add(r);
      else next.delete(r);
    }
    onChange([...next]);
  };
  return (
    <Box data-testid="role-picker">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Roles ({value.length} selected)
      </Typography>
      {ROLE_GROUPS.map((group) => {
        const count = group.roles.filter((r) => held.has(r)).length;
        return (
          <Box
            key={group.label}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1.5, px: 1.5, pb: 0.5 }}
          >
            <Box component="legend" sx={{ px: 0.5 }}>
              <FormControlLabel
                label={
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {group.label}
                  </Typography>
                }
                control={
                  <Checkbox
                    size="small"
                    checked={count === group.roles.length}
                    indeterminate={count > 0 && count < group.roles.length}
                    onChange={(e) => toggle(group.roles, e.target.checked)}
                    slotProps={{ input: { 'aria-label': `All roles of ${group.label}` } }}
                  />
                }
              />
            </Box>
            <FormGroup row>
              {group.roles.map((role) => (
                <FormControlLabel
                  key={role}
                  sx={{ width: { xs: '100%', sm: '50%', md: '33%' }, mr: 0 }}
                  label={<Typography variant="body2">{role}</Typography>}
                  control={
                    <Checkbox
                      size="small"
                      name="roles"
                      value={role}
                      checked={held.has(role)}
                      onChange={(e) => toggle([role], e.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
        );
      })}
    </Box>
  );
}
