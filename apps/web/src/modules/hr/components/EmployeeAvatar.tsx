import Avatar from '@mui/material/Avatar';

/** The employee's photo (GET .../image), or initials when there is none. */
export function EmployeeAvatar({
  employee,
  size = 36,
}: {
  employee: { id: number; firstName: string; lastName: string; hasPhoto: boolean; photoVersion: string | null };
  size?: number;
}) {
  const initials = `${employee.firstName.charAt(0)}${employee.lastName.charAt(0)}`.toUpperCase();
  const src = employee.hasPhoto
    ? `/api/isd/hr/Employees/${employee.id}/image?v=${employee.photoVersion ?? ''}`
    : undefined;
  return (
    <Avatar
      src={src}
      alt={`Photo of ${employee.firstName} ${employee.lastName}`}
      sx={{ width: size, height: size, fontSize: size / 2.6 }}
    >
      {initials}
    </Avatar>
  );
}
