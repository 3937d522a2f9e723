import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { redactSecretPath } from './logger';
import { redactRequestUrl } from './service';

// Issue #10 item 12: a calendar feed's token is its only key and must never reach a log.
describe('secret paths in request logs', () => {
  it('replaces a feed token with [redacted], keeping everything else', () => {
    const token = 'a'.repeat(43);
    expect(redactSecretPath(`/api/calendar-feed/${token}.ics`)).toBe('/api/calendar-feed/[redacted]');
    expect(redactSecretPath(`/api/calendar-feed/${token}.ics?x=1`)).toBe('/api/calendar-feed/[redacted]?x=1');
    expect(redactSecretPath('/api/events?from=2027-01-01')).toBe('/api/events?from=2027-01-01');
  });

  it('keeps the token out of what pino-http writes', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = express();
    app.use(pinoHttp({ logger: pino(sink), serializers: { req: redactRequestUrl } }));
    app.get('/api/calendar-feed/:file', (_req, res) => res.send('ok'));
    await request(app)
      .get(`/api/calendar-feed/${'b'.repeat(43)}.ics`)
      .expect(200);
    const logged = lines.join('');
    expect(logged).toContain('/api/calendar-feed/[redacted]');
    expect(logged).not.toContain('b'.repeat(43));
  });
});
