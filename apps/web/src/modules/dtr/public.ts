// What the time module's screens offer other modules (decision 006).
export { BiometricLogsTab } from './logs/BiometricLogsTab.tsx';
