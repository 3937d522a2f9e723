/** One Server-Sent Event as it arrived (`event` defaults to "message"). */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` body chunk by chunk (WHATWG HTML "event stream interpretation", the parts a
 * service sends: `event`, `data`, comments; `id` and `retry` are ignored). Lines may be split across chunks.
 */
export function createSseParser(onEvent: (event: SseEvent) => void, maxLineLength = 64 * 1024) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      let end: number;
      while ((end = buffer.search(/\r\n|\r|\n/)) !== -1) {
        // A lone '\r' at the end of a chunk may be the first half of '\r\n': wait for the next chunk.
        if (buffer[end] === '\r' && end === buffer.length - 1) break;
        const text = buffer.slice(0, end);
        buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
        line(text);
      }
      // A service never sends lines this long; drop rather than grow without bound.
      if (buffer.length > maxLineLength) buffer = '';
    },
  };
}
