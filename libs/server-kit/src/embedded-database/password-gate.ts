import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import type net from 'node:net';

// The embedded database's sign-in (issue #28): PGlite answers every startup with AuthenticationOk, so without this
// anyone on the machine could connect to 127.0.0.1:EMBEDDED_DB_PORT. Before a connection reaches PGlite it must
// prove the password with SCRAM-SHA-256 (RFC 5802/7677, PostgreSQL's own default), which node-postgres speaks; the
// password never crosses the socket. The startup message is then handed to PGlite, whose AuthenticationOk follows.

const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;
const ITERATIONS = 4096;
/** A client that has not signed in by then is dropped. */
const HANDSHAKE_TIMEOUT_MS = 10_000;
/** Startup and SASL messages are small; a larger one is not a PostgreSQL client. */
const MAX_MESSAGE_BYTES = 10_000;

export interface PasswordGate {
  /**
   * Signs `socket` in: answers SSL requests with "N", runs SCRAM-SHA-256, and resolves with the client's startup
   * message (to hand to PGlite) once the proof is right. Rejects (after telling the client) otherwise.
   */
  admit(socket: net.Socket): Promise<Buffer>;
}

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

function authentication(code: number, data: Buffer = Buffer.alloc(0)): Buffer {
  const message = Buffer.alloc(9 + data.length);
  message.write('R', 0);
  message.writeInt32BE(8 + data.length, 1);
  message.writeInt32BE(code, 5);
  data.copy(message, 9);
  return message;
}

function fatal(code: string, text: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0\0`);
  const message = Buffer.alloc(5 + fields.length);
  message.write('E', 0);
  message.writeInt32BE(4 + fields.length, 1);
  fields.copy(message, 5);
  return message;
}

/** Reads whole messages off a paused socket: the startup kind (length first) or the typed kind. */
class MessageReader {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  private failure: Error | null = null;

  constructor(private readonly socket: net.Socket) {
    socket.on('data', this.onData);
    socket.once('close', () => this.fail(new Error('the client closed the connection')));
    socket.once('error', (error) => this.fail(error));
  }

  private readonly onData = (chunk: Buffer) => {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    if (this.buffer.length > MAX_MESSAGE_BYTES) this.fail(new Error('startup message too large'));
    this.waiting?.();
  };

  private fail(error: Error) {
    this.failure ??= error;
    this.waiting?.();
  }

  private async take(size: () => number | null): Promise<Buffer> {
    for (;;) {
      if (this.failure) throw this.failure;
      const length = size();
      if (length !== null && this.buffer.length >= length) {
        const message = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        return Buffer.from(message);
      }
      await new Promise<void>((resolve) => (this.waiting = resolve));
      this.waiting = null;
    }
  }

  /** A message without a type byte: int32 length (itself included), then its body. */
  startup(): Promise<Buffer> {
    return this.take(() => (this.buffer.length >= 4 ? this.buffer.readInt32BE(0) : null));
  }

  /** A typed message: one byte, int32 length, body. */
  typed(): Promise<Buffer> {
    return this.take(() => (this.buffer.length >= 5 ? 1 + this.buffer.readInt32BE(1) : null));
  }

  /** Stops reading; whatever came after the handshake goes back to the socket for the next reader. */
  release() {
    this.socket.off('data', this.onData);
    this.socket.pause();
    if (this.buffer.length > 0) this.socket.unshift(this.buffer);
  }
}

function attributes(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of text.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) map.set(part.slice(0, at), part.slice(at + 1));
  }
  return map;
}

/** A gate for `password`; the salted key is derived once, as PostgreSQL keeps it per role. */
export function passwordGate(password: string): PasswordGate {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password.normalize('NFKC'), salt, ITERATIONS, 32, 'sha256');
  const storedKey = sha256(hmac(salted, 'Client Key'));
  const serverKey = hmac(salted, 'Server Key');

  async function handshake(socket: net.Socket, reader: MessageReader): Promise<Buffer> {
    let startup = await reader.startup();
    while (startup.length === 8 && startup.readInt32BE(4) === SSL_REQUEST) {
      socket.write('N');
      startup = await reader.startup();
    }
    if (startup.length < 8 || startup.readInt32BE(4) !== PROTOCOL_3) {
      throw new Error('not a PostgreSQL 3.0 startup message');
    }
    socket.write(authentication(10, Buffer.from('SCRAM-SHA-256\0\0')));

    const initial = await reader.typed();
    if (initial[0] !== 'p'.charCodeAt(0)) throw new Error('expected a SASLInitialResponse');
    const nameEnd = initial.indexOf(0, 5);
    if (initial.toString('utf8', 5, nameEnd) !== 'SCRAM-SHA-256') throw new Error('unsupported mechanism');
    const clientFirst = initial.toString('utf8', nameEnd + 5);
    if (!clientFirst.startsWith('n,,')) throw new Error('channel binding is not offered');
    const clientFirstBare = clientFirst.slice(3);
    const clientNonce = attributes(clientFirstBare).get('r');
    if (!clientNonce) throw new Error('no client nonce');
    const nonce = clientNonce + randomBytes(18).toString('base64');
    const serverFirst = `r=${nonce},s=${salt.toString('base64')},i=${ITERATIONS}`;
    socket.write(authentication(11, Buffer.from(serverFirst)));

    const response = await reader.typed();
    if (response[0] !== 'p'.charCodeAt(0)) throw new Error('expected a SASLResponse');
    const clientFinal = response.toString('utf8', 5);
    const proofAt = clientFinal.lastIndexOf(',p=');
    const final = attributes(clientFinal);
    const proof = Buffer.from(final.get('p') ?? '', 'base64');
    if (proofAt < 0 || final.get('r') !== nonce || proof.length !== 32) throw wrong();
    const authMessage = `${clientFirstBare},${serverFirst},${clientFinal.slice(0, proofAt)}`;
    const signature = hmac(storedKey, authMessage);
    const clientKey = Buffer.from(proof.map((byte, i) => byte ^ signature[i]!));
    if (!timingSafeEqual(sha256(clientKey), storedKey)) throw wrong();
    socket.write(authentication(12, Buffer.from(`v=${hmac(serverKey, authMessage).toString('base64')}`)));
    return startup;
  }

  function wrong(): Error {
    return Object.assign(new Error('password authentication failed'), { wrongPassword: true });
  }

  return {
    async admit(socket) {
      socket.pause();
      const reader = new MessageReader(socket);
      socket.resume();
      const timer = setTimeout(() => socket.destroy(), HANDSHAKE_TIMEOUT_MS);
      try {
        const startup = await handshake(socket, reader);
        reader.release();
        return startup;
      } catch (error) {
        reader.release();
        if (socket.writable) {
          const wrongPassword = (error as { wrongPassword?: boolean }).wrongPassword === true;
          socket.end(
            fatal(
              wrongPassword ? '28P01' : '08P01',
              wrongPassword ? 'password authentication failed' : (error as Error).message,
            ),
          );
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
