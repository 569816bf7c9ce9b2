import { z } from 'zod';
import { requiredText } from '../../validation.ts';
import { GL_PURPOSES } from '../common.ts';

export const glAccountSchema = z.object({ purpose: z.enum(GL_PURPOSES), code: z.string(), description: z.string() });
export const glAccountFields = z.object({ code: requiredText(1, 30), description: requiredText(1, 100) });
