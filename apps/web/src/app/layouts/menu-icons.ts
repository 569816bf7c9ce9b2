// The menu's icon names (packages/contracts/src/menu.ts) as Material icons, imported one by one
// so only these end up in the layout's chunk.
import type { MenuIcon } from '@ilaw/contracts/menu';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assessment from '@mui/icons-material/Assessment';
import BarChart from '@mui/icons-material/BarChart';
import Bolt from '@mui/icons-material/Bolt';
import Business from '@mui/icons-material/Business';
import Cable from '@mui/icons-material/Cable';
import Computer from '@mui/icons-material/Computer';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import ElectricalServices from '@mui/icons-material/ElectricalServices';
import ElectricMeter from '@mui/icons-material/ElectricMeter';
import EventNote from '@mui/icons-material/EventNote';
import FactCheck from '@mui/icons-material/FactCheck';
import Flight from '@mui/icons-material/Flight';
import Gavel from '@mui/icons-material/Gavel';
import Groups from '@mui/icons-material/Groups';
import HeadsetMic from '@mui/icons-material/HeadsetMic';
import Home from '@mui/icons-material/Home';
import Inventory2 from '@mui/icons-material/Inventory2';
import Key from '@mui/icons-material/Key';
import ListAlt from '@mui/icons-material/ListAlt';
import LocationOn from '@mui/icons-material/LocationOn';
import Map from '@mui/icons-material/Map';
import Payments from '@mui/icons-material/Payments';
import PointOfSale from '@mui/icons-material/PointOfSale';
import PowerOff from '@mui/icons-material/PowerOff';
import PrivacyTip from '@mui/icons-material/PrivacyTip';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Schedule from '@mui/icons-material/Schedule';
import Settings from '@mui/icons-material/Settings';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Timeline from '@mui/icons-material/Timeline';
import UploadFile from '@mui/icons-material/UploadFile';
import Warehouse from '@mui/icons-material/Warehouse';
import Work from '@mui/icons-material/Work';
import type SvgIcon from '@mui/material/SvgIcon';

export const MENU_ICONS: Record<MenuIcon, typeof SvgIcon> = {
  dashboard: Dashboard,
  payslip: RequestQuote,
  document: Description,
  clock: Schedule,
  list: ListAlt,
  helpdesk: HeadsetMic,
  password: Key,
  office: Business,
  travel: Flight,
  planning: Timeline,
  report: Assessment,
  map: Map,
  computer: Computer,
  people: Groups,
  leave: EventNote,
  payroll: Payments,
  settings: Settings,
  vehicle: DirectionsCar,
  warehouse: Warehouse,
  inventory: Inventory2,
  receipt: Receipt,
  transfer: SwapHoriz,
  consumer: Home,
  service: ElectricalServices,
  inspection: FactCheck,
  connection: Cable,
  chart: BarChart,
  transformer: Bolt,
  accounting: AccountBalance,
  billing: ReceiptLong,
  meter: ElectricMeter,
  disconnect: PowerOff,
  location: LocationOn,
  upload: UploadFile,
  collection: PointOfSale,
  cash: Payments,
  approval: TaskAlt,
  bolt: Bolt,
  audit: Gavel,
  department: Work,
  privacy: PrivacyTip,
  admin: AdminPanelSettings,
};
