// The time-keeping setup HR keeps beside the DTR (routes.txt has no screens of their own):
// work schedules and who works which, the holiday calendar, and the biometric devices.
import { Devices } from '../devices/Devices.tsx';
import { Holidays } from '../holidays/Holidays.tsx';
import { Schedules } from '../work-schedules/Schedules.tsx';

export type SetupView = 'schedules' | 'holidays' | 'devices';
export const SETUP_VIEWS: [SetupView, string][] = [
  ['schedules', 'Work schedules'],
  ['holidays', 'Holidays'],
  ['devices', 'Devices'],
];

export function SetupTabs({ view }: { view: SetupView }) {
  if (view === 'schedules') return <Schedules />;
  if (view === 'holidays') return <Holidays />;
  return <Devices />;
}
