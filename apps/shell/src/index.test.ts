import { waitFor } from '@testing-library/react';

// The entry's jobs besides the async boundary: the start-up modules evaluated in steps, and a step that cannot load
// leaving a message, not a blank page.
const evaluated: string[] = [];
jest.mock('react-dom/client', () => {
  evaluated.push('react-dom/client');
  return {};
});
jest.mock('@familyhub/ui', () => {
  evaluated.push('@familyhub/ui');
  return { cn: () => evaluated.push('cn') };
});
jest.mock('@familyhub/api-client', () => {
  evaluated.push('@familyhub/api-client');
  return {};
});
let bootstrapFails = false;
jest.mock('./bootstrap', () => {
  if (bootstrapFails) throw new Error('Loading chunk bootstrap failed');
  evaluated.push('./bootstrap');
  return {};
});

beforeEach(() => {
  // The entry's imports resolve after it has returned: a fresh registry for each test, not isolateModules.
  jest.resetModules();
  evaluated.length = 0;
  document.body.innerHTML = '<div id="root"></div>';
});

test('evaluates the shared libraries, sets up the class merger, then the shell, a turn each (issue #34)', async () => {
  // A timer chain of its own marks each turn of the event loop the entry gives back.
  let turns = 0;
  const turn = () => {
    evaluated.push('turn');
    if (++turns < 20) setTimeout(turn, 0);
  };
  setTimeout(turn, 0);
  require('./index');
  await waitFor(() => expect(evaluated).toContain('./bootstrap'));
  // Modules evaluated in the same turn would make one step ('a b').
  const steps = evaluated
    .join(' ')
    .split('turn')
    .map((step) => step.trim())
    .filter(Boolean);
  expect(steps).toEqual(['react-dom/client', '@familyhub/ui', 'cn', '@familyhub/api-client', './bootstrap']);
});

test('says FamilyHub could not be loaded when the bootstrap chunk fails', async () => {
  bootstrapFails = true;
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  require('./index');
  await waitFor(() =>
    expect(document.getElementById('root')).toHaveTextContent(
      'FamilyHub could not be loaded. Check your connection and reload the page.',
    ),
  );
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'Loading chunk bootstrap failed' }));
});
