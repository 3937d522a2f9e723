/** @jest-environment node */
import { ApiError } from '../api-error';
import { uploadFile } from './upload-file';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const answer = { fileUrl: '/api/school/files/4', fileType: 'application/pdf', fileSize: 9, name: 'slip.pdf' };
const file = () => new File([Buffer.from('%PDF-1.4\n')], 'slip.pdf', { type: 'application/pdf' });

describe('uploadFile', () => {
  it('posts the file as multipart field "file" with the CSRF header and the cookie, and answers fileUrl', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(answer), { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    await expect(uploadFile('/api/upload', file())).resolves.toEqual(answer);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/upload');
    expect(init!.method).toBe('POST');
    expect(init!.credentials).toBe('include');
    expect(new Headers(init!.headers as Record<string, string>).get('X-Requested-With')).toBe('FamilyHub');
    // The browser sets the multipart Content-Type with its boundary: we must not.
    expect(new Headers(init!.headers as Record<string, string>).get('Content-Type')).toBeNull();
    const form = init!.body as FormData;
    const sent = form.get('file') as File;
    expect(sent.name).toBe('slip.pdf');
    expect(await sent.text()).toBe('%PDF-1.4\n');
  });

  it('turns a refusal into the usual ApiError with the server’s words', async () => {
    const body = JSON.stringify({
      error: 'payload_too_large',
      message: 'File too large: Receipt image must be less than 5MB',
    });
    fetchMock.mockResolvedValue(new Response(body, { status: 413, statusText: 'Payload Too Large' }));
    const error = (await uploadFile('/api/money/files?use=receipt', file()).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`413: ${body}`);
    expect(error.code).toBe('payload_too_large');
    expect(error.serverMessage).toBe('File too large: Receipt image must be less than 5MB');
  });

  describe('with progress (XMLHttpRequest)', () => {
    class FakeXhr {
      static last: FakeXhr;
      method = '';
      url = '';
      headers: Record<string, string> = {};
      withCredentials = false;
      body: unknown;
      status = 0;
      statusText = '';
      responseText = '';
      upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      onabort?: () => void;
      constructor() {
        FakeXhr.last = this;
      }
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send(body: unknown) {
        this.body = body;
      }
      abort() {
        this.onabort?.();
      }
    }
    beforeEach(() => {
      (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr;
    });
    afterEach(() => {
      delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
    });

    it('reports bytes sent and answers the upload', async () => {
      const seen: number[] = [];
      const done = uploadFile('/api/upload', file(), { onProgress: (p) => seen.push(p.loaded / p.total) });
      const xhr = FakeXhr.last;
      expect(xhr.method).toBe('POST');
      expect(xhr.withCredentials).toBe(true);
      expect(xhr.headers['X-Requested-With']).toBe('FamilyHub');
      expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
      xhr.status = 201;
      xhr.responseText = JSON.stringify(answer);
      xhr.onload?.();
      await expect(done).resolves.toEqual(answer);
      expect(seen).toEqual([0.25, 1]);
    });

    it('rejects with ApiError on a refusal and with AbortError when cancelled', async () => {
      const refused = uploadFile('/api/upload', file(), { onProgress: () => undefined });
      Object.assign(FakeXhr.last, {
        status: 415,
        statusText: 'Unsupported Media Type',
        responseText: '{"error":"unsupported_file_type","message":"Invalid file type"}',
      });
      FakeXhr.last.onload?.();
      await expect(refused).rejects.toMatchObject({ status: 415, serverMessage: 'Invalid file type' });

      const controller = new AbortController();
      const cancelled = uploadFile('/api/upload', file(), {
        onProgress: () => undefined,
        signal: controller.signal,
      });
      controller.abort();
      await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    });
  });
});
