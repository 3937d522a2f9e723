import type { PointsConversionAnswer, PointsConversionBody } from '@familyhub/contracts';
import { callService } from '@familyhub/server-kit';

/**
 * Home's points ledger as the money service uses it (ADR 0013): spend a child's points for one conversion, or
 * cancel it (the points come back, or a late spend never lands). Both idempotent by the conversion's key; signed
 * as the money service acting for the family, which is the only caller home accepts on these routes.
 */
export interface HomePoints {
  spend(familyId: number, body: PointsConversionBody): Promise<PointsConversionAnswer>;
  cancel(familyId: number, body: PointsConversionBody): Promise<PointsConversionAnswer>;
}

export function homePoints(internalKey: string): HomePoints {
  const call = (familyId: number, path: string, body: PointsConversionBody) =>
    callService<PointsConversionAnswer>(internalKey, 'home', {
      method: 'POST',
      path,
      caller: { service: 'money', familyId },
      body,
    });
  return {
    spend: (familyId, body) => call(familyId, '/internal/points/conversions', body),
    cancel: (familyId, body) => call(familyId, '/internal/points/conversions/cancel', body),
  };
}
