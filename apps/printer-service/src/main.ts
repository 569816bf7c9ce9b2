#!/usr/bin/env node
// The local receipt-printer service a cashier's PC runs (README.md of this folder).
import { ConfigError, loadConfig } from './config.ts';
import { startService } from './server.ts';

try {
  const config = loadConfig();
  const service = await startService(config);
  const printers = config.printers.map((p) => `${p.name} (${p.kind})`).join(', ') || 'none: No printers';
  console.log(`Printer service listening on ${service.url}; printers: ${printers}`);
  if (config.allowedOrigins.length === 0) {
    console.log('No portal origin is allowed yet: set allowedOrigins or PRINTER_SERVICE_ORIGINS.');
  }
  const stop = () => {
    void service.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
