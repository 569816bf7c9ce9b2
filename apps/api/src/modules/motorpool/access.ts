// The motor pool is the MotorPool role's (SPEC.md: ISD/MotorPool [MotorPool]).
import { anyRole } from '../../platform/http/access.ts';

export const MOTORPOOL = anyRole('MotorPool');
