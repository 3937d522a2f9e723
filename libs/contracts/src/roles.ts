import { z } from 'zod';
import { roles } from './role-rules';

export * from './role-rules';

export const role = z.enum(roles);
