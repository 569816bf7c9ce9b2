import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { branchCode } from '../../primitives.ts';
import { optionalText } from '../../validation.ts';
import { calendarDate } from '../../primitives.ts';
import { coordinate } from '../common.ts';
import { MOVEMENT_ACTIONS } from '../enums.ts';
import { transformerDetailSchema } from './transformer.ts';

export const moveTransformerBody = z.object({
  action: z.enum(MOVEMENT_ACTIONS, { error: 'Choose installed or removed.' }),
  actionDate: calendarDate(),
  /** Where it was installed (ignored for a removal: the transformer leaves the place it was). */
  branchCode: branchCode().optional(),
  feeder: optionalText(40),
  poleNo: optionalText(40),
  latitude: coordinate(90),
  longitude: coordinate(180),
  remarks: optionalText(500),
});

export const moveTransformerEndpoint = endpoint({
  method: 'PUT',
  path: '/api/tsd/DistributionTransformer/{id}/UpdateDistributionTransformer',
  summary:
    'Records the installation of a dismounted transformer at a pole or the removal of a mounted one: posted to its history once (a second identical post answers 409).',
  params: idParam,
  body: moveTransformerBody,
  response: transformerDetailSchema,
});
