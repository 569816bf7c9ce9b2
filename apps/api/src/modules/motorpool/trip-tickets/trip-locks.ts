// Subject locks of the motor pool (decision 009): a vehicle's and a driver's trips are approved
// one at a time (always vehicle first, then driver), and one trip ticket is closed or cancelled once.
export const VEHICLE_LOCK = 'motorpool-vehicle';
export const DRIVER_LOCK = 'motorpool-driver';
export const TRIP_LOCK = 'motorpool-trip';
export const GAS_SLIP_LOCK = 'motorpool-gas-slip';
