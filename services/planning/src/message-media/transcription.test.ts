import { createServer, type IncomingMessage, type Server } from 'node:http';
import busboy from 'busboy';
import type { Message, MessagePage, UploadedFile } from '@familyhub/contracts';
import { familyMembersOf, type Caller } from '@familyhub/server-kit';
import { WEBM_BYTES } from '@familyhub/server-kit/testing';
import { setupPlanningApi } from '../testing/planning-api';
import { TRANSCRIPTION_ATTEMPTS, type SpeechToTextConfig } from './transcription';

const parent: Caller = { userId: 2, familyId: 10, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 3, familyId: 10, role: 'child', plan: 'annual' };

/** What the speech-to-text server received: the multipart fields and the audio's bytes. */
interface Received {
  authorization: string | undefined;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | null;
}

/**
 * A local server speaking OpenAI's `POST /v1/audio/transcriptions` (as a self-hosted Whisper server does):
 * multipart `file` + `model`, answering `{ "text": … }`; `failing` makes it answer 500.
 */
const stt = { received: [] as Received[], failing: false, server: null as Server | null };
function readMultipart(req: IncomingMessage): Promise<Received> {
  return new Promise((resolve, reject) => {
    const received: Received = { authorization: req.headers.authorization, fields: {}, file: null };
    const parser = busboy({ headers: req.headers });
    parser.on('field', (name: string, value: string) => (received.fields[name] = value));
    parser.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.file = { name: info.filename ?? '', type: info.mimeType, bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('close', () => resolve(received));
    parser.on('error', reject);
    req.pipe(parser);
  });
}

const speechToText: SpeechToTextConfig = {
  url: '',
  apiKey: 'local-key',
  model: 'Systran/faster-whisper-small',
};
const { as, app } = setupPlanningApi({
  speechToText,
  members: familyMembersOf(async () =>
    [2, 3].map((id) => ({
      id,
      name: `Member ${id}`,
      role: id === 2 ? ('parent' as const) : ('child' as const),
      canViewFinances: id === 2,
      quietHours: { enabled: false, start: '22:00', end: '07:00' },
    })),
  ),
});

beforeAll(async () => {
  stt.server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
      res.writeHead(404).end();
      return;
    }
    void readMultipart(req).then((received) => {
      stt.received.push(received);
      res.setHeader('content-type', 'application/json');
      if (stt.failing) {
        res.writeHead(500).end(JSON.stringify({ error: { message: 'model not loaded' } }));
        return;
      }
      res.end(JSON.stringify({ text: ' Can someone pick up Leo at five? ' }));
    });
  });
  await new Promise<void>((resolve) => stt.server!.listen(0, '127.0.0.1', () => resolve()));
  const { port } = stt.server.address() as { port: number };
  speechToText.url = `http://127.0.0.1:${port}/v1/audio/transcriptions`;
});
afterAll(() => new Promise<void>((resolve) => stt.server?.close(() => resolve())));

async function sendVoiceNote(): Promise<Message> {
  const upload = await as(parent)
    .post('/api/planning/files?use=voice-note')
    .attach('file', WEBM_BYTES, 'voice-note.webm')
    .expect(201);
  const { fileUrl } = upload.body as UploadedFile;
  const sent = await as(parent)
    .post('/api/messages')
    .send({ attachment: { fileUrl, durationSeconds: 4.2 } })
    .expect(201);
  return sent.body as Message;
}

async function voiceOf(id: number) {
  const page = (await as(child).get('/api/messages').expect(200)).body as MessagePage;
  return page.items.find((m) => m.id === id)?.media?.voice;
}

describe('the voice-note transcription job (issue #32)', () => {
  it('sends the audio to the speech-to-text service and shows its text', async () => {
    const sent = await sendVoiceNote();
    expect(sent.media?.voice?.status).toBe('pending');
    // Sending starts the job; running it again finds nothing more to do.
    await app().transcribeVoiceNotes();
    expect(await voiceOf(sent.id)).toEqual({
      durationSeconds: 4.2,
      status: 'done',
      transcription: 'Can someone pick up Leo at five?',
    });
    const [request] = stt.received;
    expect(request.authorization).toBe('Bearer local-key');
    expect(request.fields.model).toBe('Systran/faster-whisper-small');
    expect(request.file).toMatchObject({ name: 'voice-note.webm', type: 'audio/webm' });
    expect(request.file?.bytes.equals(WEBM_BYTES)).toBe(true);
  });

  it('tries a refused note again on the next runs, then marks it failed', async () => {
    stt.failing = true;
    const before = stt.received.length;
    const sent = await sendVoiceNote();
    for (let run = 0; run < TRANSCRIPTION_ATTEMPTS + 1; run += 1) await app().transcribeVoiceNotes();
    expect(stt.received.length - before).toBe(TRANSCRIPTION_ATTEMPTS);
    expect(await voiceOf(sent.id)).toEqual({ durationSeconds: 4.2, status: 'failed', transcription: null });
    stt.failing = false;
  });
});
