// Biometric devices: who may push logs, with which key and from which addresses (decision 013).
import { z } from 'zod';
import { cleanString, requiredText } from '../../validation.ts';

const required = 'This field is required.';

const isAddress = (v: string) =>
  [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()].some((format) => format.safeParse(v).success);

export const biometricDeviceSchema = z.object({
  id: z.number().int(),
  serialNumber: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  isActive: z.boolean(),
  lastSeenAt: z.string().nullable(),
  /** Address of the last accepted push. */
  lastIp: z.string().nullable(),
  /** Whether pushes must carry the device's push key (shown once when generated). */
  hasPushKey: z.boolean(),
  pushKeySetAt: z.string().nullable(),
  /** IPs and CIDR ranges the device may push from; empty: any address (with the key). */
  allowedAddresses: z.array(z.string()),
});

export type BiometricDevice = z.infer<typeof biometricDeviceSchema>;

export const DEVICE_ADDRESS_MESSAGE = 'Enter an IP address (192.168.1.20) or a range (192.168.1.0/24).';

/** One allowed address of a device: an IPv4 or IPv6 address, or a CIDR range. */
export const deviceAddress = cleanString()
  .trim()
  .max(50, DEVICE_ADDRESS_MESSAGE)
  .refine(isAddress, DEVICE_ADDRESS_MESSAGE);

export const deviceFields = z.object({
  serialNumber: z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .max(50)
    .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only.'),
  name: requiredText(1, 100),
  location: cleanString().trim().max(100).nullable().default(null),
  isActive: z.boolean().default(true),
  allowedAddresses: z.array(deviceAddress).max(20, 'At most 20 addresses.').default([]),
});

export const devicePushKeySchema = z.object({
  device: biometricDeviceSchema,
  /** The new key, shown this once: only its hash is kept. */
  pushKey: z.string(),
  /** What to enter as the device's server address when it accepts a path (ADMS). */
  serverAddress: z.string(),
  /** The same key as a query parameter, for devices or proxies that add one to each request. */
  queryExample: z.string(),
});

export type DevicePushKey = z.infer<typeof devicePushKeySchema>;
