/**
 * Answers the page asked for before any of its JavaScript ran (issue #16): the shell's index.html starts the GET
 * requests the gateway listed for the first route (`prefetch` in the boot data, e.g. the dashboard's tasks) and keeps
 * them here, so a card's first call does not wait for the card's code to arrive before it even starts.
 */
export const EARLY_RESPONSES_KEY = '__familyhubEarlyResponses';

/** How long an early answer may stand in for a call: past this the call asks afresh. */
export const EARLY_RESPONSE_MAX_AGE_MS = 10_000;

interface EarlyResponse {
  /** When the request was started (Date.now()). */
  at: number;
  response: Promise<Response>;
}

type EarlyResponses = Map<string, EarlyResponse>;

function earlyResponses(): EarlyResponses | undefined {
  const found = (globalThis as Record<string, unknown>)[EARLY_RESPONSES_KEY];
  return found instanceof Map ? (found as EarlyResponses) : undefined;
}

/**
 * The early answer to `GET path`, taken once (a second call, e.g. a refetch after a change, asks the server), or
 * undefined: none was started, it was taken already, or it is older than EARLY_RESPONSE_MAX_AGE_MS.
 */
export function takeEarlyResponse(path: string, now = Date.now()): Promise<Response> | undefined {
  const responses = earlyResponses();
  const early = responses?.get(path);
  if (!early) return undefined;
  responses!.delete(path);
  return now - early.at <= EARLY_RESPONSE_MAX_AGE_MS ? early.response : undefined;
}

/**
 * Settles once every early answer started so far and not yet taken has arrived in full (its body read from a copy),
 * or failed; at once when there are none. The dashboard's cold start holds the other cards' remotes until then (issue
 * #34): the first card's data, asked for by the page itself, then never shares the connection or the main thread with
 * their code.
 */
export function earlyResponsesSettled(): Promise<void> {
  const responses = earlyResponses();
  if (!responses || responses.size === 0) return Promise.resolve();
  return Promise.all(
    [...responses.values()].map(({ response }) =>
      // Registered before the call that takes the answer reads it (this runs as the shell boots), so the copy is
      // made while the body is still unread.
      response.then(
        (answer) => (answer.bodyUsed ? undefined : answer.clone().text()),
        () => undefined,
      ),
    ),
  ).then(
    () => undefined,
    () => undefined,
  );
}
