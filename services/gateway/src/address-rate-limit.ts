import type { Request, RequestHandler } from 'express';
import { errorCodes } from '@familyhub/contracts';
import { addressBucket } from './live/address-bucket';

export interface AddressRateLimitOptions {
  /** Requests one address (an IPv6 /64) may make per minute; 0 turns the limit off. */
  perMinute: number;
  /** Addresses tracked at most; past it the stalest is forgotten, so memory stays bounded. */
  maxTracked?: number;
  message: string;
  now?: () => number;
}

const MINUTE_MS = 60_000;

/**
 * A fixed one-minute window per client address (an IPv4 address, an IPv6 /64), answering 429 with Retry-After
 * past `perMinute`. Reads req.clientAddress, which the gateway derived from the socket and TRUST_PROXY.
 */
export function addressRateLimit(
  options: AddressRateLimitOptions,
  applies: (req: Request) => boolean = () => true,
): RequestHandler {
  const now = options.now ?? Date.now;
  const maxTracked = options.maxTracked ?? 100_000;
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (req, res, next) => {
    if (options.perMinute <= 0 || !applies(req)) return next();
    const key = addressBucket(req.clientAddress ?? undefined);
    const at = now();
    let window = windows.get(key);
    if (!window || at - window.startedAt >= MINUTE_MS) window = { startedAt: at, count: 0 };
    window.count += 1;
    windows.delete(key);
    windows.set(key, window);
    if (windows.size > maxTracked) windows.delete(windows.keys().next().value as string);
    if (window.count <= options.perMinute) return next();
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil((window.startedAt + MINUTE_MS - at) / 1000))));
    res.setHeader('Cache-Control', 'no-store');
    res.status(429).json({ error: errorCodes.rateLimited, message: options.message });
  };
}
