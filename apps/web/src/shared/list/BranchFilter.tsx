import { useBranches } from '#web/shared/reference/reference-data.ts';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';

interface BranchFilterProps {
  /** The branch code as the list holds it; undefined: all branches. */
  value: number | undefined;
  onChange: (branchCode: number | undefined) => void;
  label?: string;
}

/** A list's branch filter, its choices read from the branches the administrator keeps. */
export function BranchFilter({ value, onChange, label = 'Branch' }: BranchFilterProps) {
  const branches = useBranches();
  return (
    <FilterSelect
      label={label}
      name="Branch"
      value={value}
      onChange={onChange}
      options={(branches.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
    />
  );
}
