/// <reference types="w3c-web-usb" />
// Where the bytes go: a network printer (raw TCP, port 9100), a USB printer (its device file or
// libusb), a serial port, or a file. Each can also say whether the printer answers.
import { access, appendFile, constants, open, stat } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import type { PrinterConfig } from './config.ts';

export interface PrinterCheck {
  online: boolean;
  message?: string;
}

export interface Sink {
  write(bytes: Uint8Array): Promise<void>;
  check(): Promise<PrinterCheck>;
}

const TIMEOUT_MS = 10_000;
const offline = (error: unknown): PrinterCheck => ({ online: false, message: (error as Error).message });

function networkSink(host: string, port: number): Sink {
  const send = (bytes: Uint8Array | null) =>
    new Promise<void>((resolve, reject) => {
      const socket = connect({ host, port });
      socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error(`The printer at ${host}:${port} did not answer.`)));
      socket.once('error', reject);
      socket.once('connect', () => {
        if (bytes === null) socket.end();
        else socket.end(bytes);
      });
      socket.once('close', (hadError) => {
        if (!hadError) resolve();
      });
    });
  return {
    write: (bytes) => send(bytes),
    check: () => send(null).then(() => ({ online: true }), offline),
  };
}

function deviceSink(devicePath: string): Sink {
  return {
    // 'w' without truncating a device: a character device or a printer share takes the job whole.
    async write(bytes) {
      const handle = await open(devicePath, 'w');
      try {
        await handle.write(bytes);
      } finally {
        await handle.close();
      }
    },
    check: () => access(devicePath, constants.W_OK).then(() => ({ online: true }), offline),
  };
}

function fileSink(filePath: string): Sink {
  return {
    write: (bytes) => appendFile(filePath, bytes),
    async check() {
      try {
        const dir = path.dirname(filePath);
        if (!(await stat(dir)).isDirectory()) return { online: false, message: `${dir} is not a folder.` };
        await access(dir, constants.W_OK);
        return { online: true };
      } catch (error) {
        return offline(error);
      }
    },
  };
}

// Native packages load only when such a printer is configured, so the service runs without them.
async function loadOptional<T>(name: string): Promise<T> {
  try {
    return (await import(name)) as T;
  } catch {
    throw new Error(`This printer needs the '${name}' package: run 'npm install ${name}' in apps/printer-service.`);
  }
}

type UsbModule = typeof import('usb');
type SerialModule = typeof import('serialport');

function usbSink(vendorId: number, productId: number): Sink {
  const find = async () => {
    const { WebUSB } = await loadOptional<UsbModule>('usb');
    const webusb = new WebUSB({ allowAllDevices: true });
    const device = await webusb.findDeviceByIds(vendorId, productId);
    if (!device) throw new Error(`No USB printer ${vendorId.toString(16)}:${productId.toString(16)} is connected.`);
    return device;
  };
  return {
    async write(bytes) {
      const device = await find();
      await device.open();
      try {
        if (device.configuration === null) await device.selectConfiguration(1);
        // The printer-class interface (7) and its bulk OUT endpoint.
        const iface =
          device.configuration?.interfaces.find((i) => i.alternate.interfaceClass === 7) ??
          device.configuration?.interfaces[0];
        const out = iface?.alternate.endpoints.find((e) => e.direction === 'out' && e.type === 'bulk');
        if (!iface || !out) throw new Error('The USB device has no printer endpoint.');
        await device.claimInterface(iface.interfaceNumber);
        const result = await device.transferOut(out.endpointNumber, bytes);
        if (result.status !== 'ok') throw new Error(`The USB printer answered ${result.status}.`);
        await device.releaseInterface(iface.interfaceNumber);
      } finally {
        await device.close();
      }
    },
    check: () => find().then(() => ({ online: true }), offline),
  };
}

function serialSink(portPath: string, baudRate: number): Sink {
  return {
    async write(bytes) {
      const { SerialPort } = await loadOptional<SerialModule>('serialport');
      const port = new SerialPort({ path: portPath, baudRate, autoOpen: false });
      await new Promise<void>((resolve, reject) => port.open((e) => (e ? reject(e) : resolve())));
      try {
        await new Promise<void>((resolve, reject) =>
          port.write(Buffer.from(bytes), (e) => (e ? reject(e) : resolve())),
        );
        await new Promise<void>((resolve, reject) => port.drain((e) => (e ? reject(e) : resolve())));
      } finally {
        await new Promise<void>((resolve) => port.close(() => resolve()));
      }
    },
    async check() {
      try {
        const { SerialPort } = await loadOptional<SerialModule>('serialport');
        const ports = await SerialPort.list();
        return ports.some((p) => p.path === portPath)
          ? { online: true }
          : { online: false, message: `There is no serial port ${portPath}.` };
      } catch (error) {
        return offline(error);
      }
    },
  };
}

export function createSink(printer: PrinterConfig): Sink {
  switch (printer.kind) {
    case 'network':
      return networkSink(printer.host, printer.port);
    case 'usb':
      return printer.devicePath !== undefined
        ? deviceSink(printer.devicePath)
        : usbSink(printer.vendorId ?? 0, printer.productId ?? 0);
    case 'serial':
      return serialSink(printer.path, printer.baudRate);
    case 'file':
      return fileSink(printer.path);
  }
}
