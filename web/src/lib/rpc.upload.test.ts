import { afterEach, describe, expect, it, vi } from 'vitest';
import { RpcError, rpcUpload, UploadTransportError } from './rpc.client';
import { useSession } from './session.store';

type TFetchCall = [string, RequestInit];

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const form = () => {
  const data = new FormData();
  data.append('title', 'logo.png');
  data.append('file', new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }), 'logo.png');
  return data;
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null });
});

describe('rpcUpload (SPEC §7 file/imgUpload)', () => {
  it('posts the multipart form with the token and client headers and answers the url', async () => {
    useSession.setState({ token: 'tok-1' });
    const fetchMock = answer({
      code: 0,
      msg: 'success',
      url: '/api/files/1/a.png',
      data: { url: '/api/files/1/a.png' },
    });
    vi.stubGlobal('fetch', fetchMock);
    const body = form();
    const result = await rpcUpload<{ url: string }>('file/imgUpload', body, 10_000);
    expect(result.url).toBe('/api/files/1/a.png');
    const [url, init] = fetchMock.mock.calls[0] as unknown as TFetchCall;
    expect(url).toBe('api/app/file/imgUpload');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(body);
    const headers = init.headers as Record<string, string>;
    expect(headers.token).toBe('tok-1');
    expect(headers.language).toBeTruthy();
    expect(headers.clientVersion).toBeTruthy();
    // The browser sets the multipart boundary itself; a JSON content type would break the form.
    expect(headers['content-type']).toBeUndefined();
  });

  it('turns a non-zero code into an RpcError with the server text', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ code: 7002, msg: 'wrong file format, please upload png/jpg/jpeg', errorKey: 'WRONG_FILE_FORMAT' }),
    );
    const error = await rpcUpload('file/imgUpload', form(), 10_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).message).toBe('wrong file format, please upload png/jpg/jpeg');
    expect((error as RpcError).errorKey).toBe('WRONG_FILE_FORMAT');
  });

  it('reports a failed request as a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await rpcUpload('file/imgUpload', form(), 10_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadTransportError);
    expect((error as UploadTransportError).isTimeout).toBe(false);
  });

  it('aborts a request that outlives its timeout and reports the timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const error = await rpcUpload('file/imgUpload', form(), 20).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadTransportError);
    expect((error as UploadTransportError).isTimeout).toBe(true);
  });
});
