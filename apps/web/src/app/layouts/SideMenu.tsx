import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { MENU, menuLinks, type MenuGroup, type MenuNode, visibleMenu } from '@ilaw/contracts/menu';
import type { Role } from '@ilaw/contracts/roles';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { branchesQuery, fiscalYearOptionsQuery, leaveTypeOptionsQuery } from '#web/shared/reference/reference-data.ts';
import { useMyWork } from '#web/shared/approvals/my-work.ts';
import { activeMenuPath } from './menu-active.ts';
import { MENU_ICONS } from './menu-icons.ts';

function containsActive(group: MenuGroup, activePath: string | null): boolean {
  return group.children.some((c) => (c.kind === 'link' ? c.path === activePath : containsActive(c, activePath)));
}

/** The Dashboard entry carries the count of My work (what waits for the user). */
const MY_WORK_PATH = '/dashboard';

function MenuNodes({
  nodes,
  depth,
  trail,
  activePath,
  onNavigate,
  workCount,
}: {
  nodes: readonly MenuNode[];
  depth: number;
  trail: string;
  activePath: string | null;
  onNavigate: () => void;
  workCount: number;
}) {
  const [open, setOpen] = useState<Record<string, boolean>>({});
  return (
    <>
      {nodes.map((node) => {
        const Icon = MENU_ICONS[node.icon];
        const key = trail === '' ? node.label : `${trail} > ${node.label}`;
        const indent = { pl: 2 + depth * 2 };
        if (node.kind === 'link') {
          const active = node.path === activePath;
          return (
            <ListItemButton
              key={key}
              component={RouterLink}
              to={node.path}
              selected={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              sx={{ ...indent, py: 0.5 }}
              data-menu-link={key}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={node.label} slotProps={{ primary: { variant: 'body2' } }} />
              {node.path === MY_WORK_PATH && workCount > 0 && (
                <Chip
                  size="small"
                  color="error"
                  label={workCount > 99 ? '99+' : workCount}
                  aria-label={`${workCount} waiting for you`}
                  data-testid="my-work-badge"
                  sx={{ height: 20, fontWeight: 700 }}
                />
              )}
            </ListItemButton>
          );
        }
        const expanded = open[key] ?? containsActive(node, activePath);
        return (
          <li key={key} style={{ listStyle: 'none' }} data-menu-group={key}>
            <ListItemButton
              onClick={() => setOpen((o) => ({ ...o, [key]: !expanded }))}
              aria-expanded={expanded}
              sx={{ ...indent, py: 0.5 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={node.label}
                slotProps={{ primary: { variant: 'body2', sx: { fontWeight: depth === 0 ? 600 : 500 } } }}
              />
              {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
            </ListItemButton>
            <Collapse in={expanded} timeout="auto" unmountOnExit={false}>
              <List disablePadding dense>
                <MenuNodes
                  nodes={node.children}
                  depth={depth + 1}
                  trail={key}
                  activePath={activePath}
                  onNavigate={onNavigate}
                  workCount={workCount}
                />
              </List>
            </Collapse>
          </li>
        );
      })}
    </>
  );
}

/** The sidebar: only the entries the user's roles allow (SPEC.md section 6). */
export function SideMenu({ roles, onNavigate }: { roles: readonly Role[]; onNavigate: () => void }) {
  const nodes = useMemo(() => visibleMenu(MENU, roles), [roles]);
  const links = useMemo(() => menuLinks(nodes).map((l) => l.link.path), [nodes]);
  const { pathname, search } = useLocation();
  const activePath = activeMenuPath(links, pathname, search);
  const queryClient = useQueryClient();
  const workCount = useMyWork().data?.total ?? 0;
  // SPEC.md section 2: fiscal years, branches and leave types load on the menu's first display;
  // pages then read them from the cache.
  useEffect(() => {
    void queryClient.prefetchQuery(fiscalYearOptionsQuery);
    void queryClient.prefetchQuery(branchesQuery);
    void queryClient.prefetchQuery(leaveTypeOptionsQuery);
  }, [queryClient]);
  return (
    <List component="nav" aria-label="Main menu" dense data-testid="side-menu">
      <MenuNodes
        nodes={nodes}
        depth={0}
        trail=""
        activePath={activePath}
        onNavigate={onNavigate}
        workCount={workCount}
      />
    </List>
  );
}
