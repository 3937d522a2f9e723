import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

export const LIVE_STREAM_URL = '/api/planning/stream';

function topicOf(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as { topic?: unknown };
    return typeof parsed.topic === 'string' && parsed.topic !== '' ? parsed.topic : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the screen's lists fresh while other family members change them: one EventSource on the planning
 * stream, and each `change` refetches the queries whose key starts with its topic. The browser reconnects
 * the stream by itself; where EventSource does not exist the screen simply works without live updates.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(LIVE_STREAM_URL);
    const onChange = (event: MessageEvent) => {
      const topic = topicOf(event.data);
      if (topic) void queryClient.invalidateQueries({ queryKey: [topic] });
    };
    source.addEventListener('change', onChange);
    return () => {
      source.removeEventListener('change', onChange);
      source.close();
    };
  }, [queryClient]);
}
