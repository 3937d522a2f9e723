import { createSseParser, type SseEvent } from './sse-parser';

function parse(...chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('createSseParser', () => {
  it('reads events, skips comments and retry lines, and defaults the event name', () => {
    expect(
      parse('retry: 3000\n\n: live\n\nevent: change\ndata: {"topic":"tasks"}\n\ndata: plain\n\n'),
    ).toEqual([
      { event: 'change', data: '{"topic":"tasks"}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('joins lines split across chunks, CRLF and CR line ends, and multi-line data', () => {
    expect(parse('event: cha', 'nge\r', '\ndata: a\r\ndata:b\r\r\n')).toEqual([
      { event: 'change', data: 'a\nb' },
    ]);
  });

  it('dispatches nothing until the blank line, and nothing for an event without data', () => {
    expect(parse('event: change\ndata: x\n')).toEqual([]);
    expect(parse('event: change\n\n')).toEqual([]);
  });

  it('drops an endless line instead of growing without bound', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((event) => events.push(event), 16);
    parser.push(`data: ${'x'.repeat(100)}`);
    parser.push('\n\ndata: ok\n\n');
    expect(events).toEqual([{ event: 'message', data: 'ok' }]);
  });
});
