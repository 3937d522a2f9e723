import type { RequestHandler } from 'express';

/**
 * Derives the browser's address once per request: the socket's peer, or — only when TRUST_PROXY trusts that peer
 * (Express "trust proxy") — the nearest untrusted hop of X-Forwarded-For. Everything downstream (limits, the
 * signed envelope, the forwarded headers) uses this value, never a header the browser may have chosen.
 */
export const clientAddress: RequestHandler = (req, _res, next) => {
  const address = req.ip ?? req.socket.remoteAddress ?? null;
  req.clientAddress = address?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1') ?? null;
  next();
};

/**
 * The TRUST_PROXY setting as Express takes it: unset or "false" trusts no proxy (the socket's address counts);
 * "true" trusts every hop; a number counts hops; anything else is a list of addresses, subnets or the names
 * loopback, linklocal, uniquelocal.
 */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  const text = value?.trim();
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
