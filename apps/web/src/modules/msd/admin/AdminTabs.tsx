// The three pages of Administrator > Service Request Approvers.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';

const TABS = [
  { key: 'approvers', label: 'Approvers', to: '/admin/service-request-approvers' },
  { key: 'types', label: 'Types', to: '/admin/service-request-approvers/types' },
  { key: 'constants', label: 'Constants', to: '/admin/service-request-approvers/constants' },
] as const;

export function AdminTabs({ current }: { current: (typeof TABS)[number]['key'] }) {
  return (
    <Tabs value={current} aria-label="Service request settings">
      {TABS.map((t) => (
        <Tab key={t.key} value={t.key} label={t.label} component={RouterLink} to={t.to} />
      ))}
    </Tabs>
  );
}
