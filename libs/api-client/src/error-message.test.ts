/** @jest-environment node */
import { ApiError } from './api-error';
import { errorMessage, forbiddenMessage } from './error-message';

const refused = (status: number, body: unknown) =>
  new ApiError(status, JSON.stringify(body), 'Status text', body);

describe('errorMessage', () => {
  it('shows the sentence the server sent', () => {
    expect(errorMessage(refused(400, { error: 'validation_failed', message: 'Title is required' }))).toBe(
      'Title is required',
    );
  });

  it('falls back to "<status>: <body text>" when the server sent no sentence', () => {
    expect(errorMessage(new ApiError(502, 'Bad gateway', 'Bad Gateway', null))).toBe('502: Bad gateway');
    expect(errorMessage(refused(409, { error: 'conflict', message: '' }))).toBe(
      '409: {"error":"conflict","message":""}',
    );
  });

  it('reads any other error or thrown value', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage('offline')).toBe('offline');
  });
});

describe('forbiddenMessage', () => {
  it('gives the server’s sentence for a 403 only', () => {
    expect(forbiddenMessage(refused(403, { error: 'forbidden', message: 'Only parents can do that' }))).toBe(
      'Only parents can do that',
    );
    expect(forbiddenMessage(refused(400, { error: 'bad', message: 'No' }))).toBeNull();
    expect(forbiddenMessage(new Error('x'))).toBeNull();
  });
});
