import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { redactSecretPath } from './logger';
import { requestLogging } from './service';

// Issue #10 item 12: a calendar feed's token is its only key and must never reach a log.
describe('secret paths in request logs', () => {
  it('replaces a feed token with [redacted], keeping everything else', () => {
    const token = 'a'.repeat(43);
    expect(redactSecretPath(`/api/calendar-feed/${token}.ics`)).toBe('/api/calendar-feed/[redacted]');
    expect(redactSecretPath(`/api/calendar-feed/${token}.ics?x=1`)).toBe('/api/calendar-feed/[redacted]?x=1');
    expect(redactSecretPath('/api/events?from=2027-01-01')).toBe('/api/events?from=2027-01-01');
  });

  it('keeps the token out of what the request log writes', async () => {
    const lines = sinkLines();
    const app = express();
    app.use(requestLogging('test', pino(lines.sink)));
    app.get('/api/calendar-feed/:file', (_req, res) => res.send('ok'));
    await request(app)
      .get(`/api/calendar-feed/${'b'.repeat(43)}.ics`)
      .expect(200);
    const logged = lines.text();
    expect(logged).toContain('/api/calendar-feed/[redacted]');
    expect(logged).not.toContain('b'.repeat(43));
  });
});

describe('request logging', () => {
  it("writes one line per request with its method, URL, status and id, and req.log's lines carry the id", async () => {
    const lines = sinkLines();
    const app = express();
    app.use(requestLogging('test', pino(lines.sink)));
    app.get('/api/things', (req, res) => {
      req.log.info('a handler line');
      res.status(201).send('ok');
    });
    const res = await request(app)
      .get('/api/things?page=2')
      .set('x-request-id', 'req-42')
      .set('Cookie', 'fh_session=secret-session-token')
      .expect(201);
    expect(res.headers['x-request-id']).toBe('req-42');
    const [handler, completed] = lines.json();
    expect(handler).toMatchObject({ msg: 'a handler line', reqId: 'req-42', service: 'test' });
    expect(completed).toMatchObject({
      msg: 'request completed',
      reqId: 'req-42',
      req: { method: 'GET', url: '/api/things?page=2' },
      res: { statusCode: 201 },
    });
    expect(typeof completed.responseTime).toBe('number');
    // No headers in the line: the session cookie never reaches a log.
    expect(completed.req).not.toHaveProperty('headers');
    expect(lines.text()).not.toContain('secret-session-token');
  });

  it('logs a failed request with the request', async () => {
    const lines = sinkLines();
    const app = express();
    app.use(requestLogging('test', pino(lines.sink)));
    app.get('/api/broken', (_req, res) => res.status(500).send('no'));
    await request(app).get('/api/broken').expect(500);
    expect(lines.json()[0]).toMatchObject({
      msg: 'request errored',
      req: { method: 'GET', url: '/api/broken' },
      res: { statusCode: 500 },
    });
  });

  it('does not serialise the request for req.log: its bindings are the id alone (issue #16)', async () => {
    const lines = sinkLines();
    const app = express();
    app.use(requestLogging('test', pino({ level: 'warn' }, lines.sink)));
    let bindings: Record<string, unknown> = {};
    app.get('/api/quiet', (req, res) => {
      bindings = req.log.bindings();
      res.send('ok');
    });
    await request(app).get('/api/quiet').set('x-request-id', 'req-7').expect(200);
    expect(bindings).toEqual({ service: 'test', reqId: 'req-7' });
    expect(lines.text()).toBe('');
  });
});

function sinkLines() {
  const lines: string[] = [];
  return {
    sink: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
    text: () => lines.join(''),
    json: () =>
      lines
        .join('')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
