import { act, renderHook } from '@testing-library/react';
import { VOICE_NOTE_MAX_SECONDS } from '@familyhub/contracts';
import { useVoiceRecorder } from './use-voice-recorder';

/** A MediaRecorder that records what it is given: `supported` says which types this "browser" offers. */
class FakeRecorder {
  static supported = new Set<string>();
  static last: FakeRecorder | null = null;
  static isTypeSupported(type: string) {
    return FakeRecorder.supported.has(type);
  }
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: unknown, options: { mimeType: string }) {
    this.mimeType = options.mimeType;
    FakeRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['sound'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const track = { stop: jest.fn() };
beforeEach(() => {
  jest.useFakeTimers();
  track.stop.mockClear();
  FakeRecorder.last = null;
  Object.assign(window, { MediaRecorder: FakeRecorder });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: jest.fn(async () => ({ getTracks: () => [track] })) },
  });
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('recording a voice note (issue #32)', () => {
  it('records Opus in WebM where the browser offers it, with its length, and lets the microphone go', async () => {
    FakeRecorder.supported = new Set(['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4']);
    const { result } = renderHook(() => useVoiceRecorder());
    await act(() => result.current.start());
    expect(FakeRecorder.last?.mimeType).toBe('audio/webm;codecs=opus');
    act(() => jest.advanceTimersByTime(7_500));
    expect(result.current.state).toMatchObject({ status: 'recording' });
    act(() => result.current.stop());
    const state = result.current.state;
    if (state.status !== 'recorded') throw new Error(`not recorded: ${state.status}`);
    expect(state.note.file.name).toBe('voice-note.webm');
    expect(state.note.durationSeconds).toBeCloseTo(7.5, 0);
    expect(track.stop).toHaveBeenCalled();
  });

  it('records AAC in MP4 on Safari, which offers nothing else', async () => {
    FakeRecorder.supported = new Set(['audio/mp4']);
    const { result } = renderHook(() => useVoiceRecorder());
    await act(() => result.current.start());
    expect(FakeRecorder.last?.mimeType).toBe('audio/mp4');
    act(() => jest.advanceTimersByTime(2_000));
    act(() => result.current.stop());
    const state = result.current.state;
    expect(state.status === 'recorded' && state.note.file.name).toBe('voice-note.m4a');
  });

  it('stops itself at two minutes', async () => {
    FakeRecorder.supported = new Set(['audio/webm']);
    const { result } = renderHook(() => useVoiceRecorder());
    await act(() => result.current.start());
    act(() => jest.advanceTimersByTime(VOICE_NOTE_MAX_SECONDS * 1000 - 1_000));
    expect(result.current.state.status).toBe('recording');
    act(() => jest.advanceTimersByTime(1_500));
    const state = result.current.state;
    if (state.status !== 'recorded') throw new Error(`not recorded: ${state.status}`);
    expect(state.note.durationSeconds).toBe(VOICE_NOTE_MAX_SECONDS);
    expect(track.stop).toHaveBeenCalled();
  });

  it('says plainly when the browser cannot record, or the microphone is refused', async () => {
    FakeRecorder.supported = new Set();
    const { result } = renderHook(() => useVoiceRecorder());
    await act(() => result.current.start());
    expect(result.current.state).toEqual({
      status: 'error',
      message: 'This browser cannot record voice notes.',
    });
    FakeRecorder.supported = new Set(['audio/webm']);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: jest.fn(async () => Promise.reject(new Error('NotAllowedError'))) },
    });
    await act(() => result.current.start());
    expect(result.current.state).toEqual({
      status: 'error',
      message: 'FamilyHub could not use the microphone. Allow it in the browser, then try again.',
    });
  });
});
