// Motor pool (ISD, MotorPool role): vehicles and their drivers, trip tickets approved through the
// approval engine without overlaps for a vehicle or driver and closed with the odometer, gas slips
// with counted prints and km per liter, maintenance with next-service alerts, and the status board
// (docs/decisions/100).
import { defineModule } from '../../platform/modules/define-module.ts';
import { seedMotorpoolDemo } from './demo/seed-motorpool-demo.ts';
import { createGasSlip } from './gas-slips/create-gas-slip.ts';
import { getGasSlip } from './gas-slips/get-gas-slip.ts';
import { listGasSlips } from './gas-slips/list-gas-slips.ts';
import { printGasSlip } from './gas-slips/print-gas-slip.ts';
import { createMaintenance } from './maintenance/create-maintenance.ts';
import { listMaintenance } from './maintenance/list-maintenance.ts';
import { getStatusBoard } from './status-board/get-status-board.ts';
import { cancelTripTicket } from './trip-tickets/cancel-trip-ticket.ts';
import { closeTripTicket } from './trip-tickets/close-trip-ticket.ts';
import { createTripTicket } from './trip-tickets/create-trip-ticket.ts';
import { getTripTicket } from './trip-tickets/get-trip-ticket.ts';
import { listTripTickets } from './trip-tickets/list-trip-tickets.ts';
import { tripTicketApprovals } from './trip-tickets/trip-ticket-approvals.ts';
import { createVehicle } from './vehicles/create-vehicle.ts';
import { listVehicles } from './vehicles/list-vehicles.ts';
import { updateVehicle } from './vehicles/update-vehicle.ts';

const READERS = ['MotorPool'] as const;

export const motorpoolModule = defineModule({
  name: 'motorpool',
  endpoints: [
    listVehicles,
    createVehicle,
    updateVehicle,
    listTripTickets,
    getTripTicket,
    createTripTicket,
    closeTripTicket,
    cancelTripTicket,
    listGasSlips,
    getGasSlip,
    createGasSlip,
    printGasSlip,
    listMaintenance,
    createMaintenance,
    getStatusBoard,
  ],
  auditedTypes: {
    'motorpool-vehicle': READERS,
    'motorpool-trip-ticket': READERS,
    'motorpool-gas-slip': READERS,
    'motorpool-maintenance': READERS,
  },
  demoSeeder: { name: 'motorpool', run: seedMotorpoolDemo },
  approvalHandlers: [tripTicketApprovals],
});
