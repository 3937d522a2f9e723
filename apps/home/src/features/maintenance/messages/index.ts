import type { MaintenanceCategory } from '@familyhub/contracts';
import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Maintenance's messages (ADR 0023). */
export const maintenanceMessages = defineMessages('home.maintenance', en, { es: () => import('./es.json') });

/** This catalogue's key for each category ('heating-cooling' holds a dash). */
export const categoryKeys = {
  appliances: 'category.appliances',
  electrical: 'category.electrical',
  exterior: 'category.exterior',
  garden: 'category.garden',
  'heating-cooling': 'category.heatingCooling',
  plumbing: 'category.plumbing',
  safety: 'category.safety',
  vehicle: 'category.vehicle',
  other: 'category.other',
} as const satisfies Record<MaintenanceCategory, string>;
