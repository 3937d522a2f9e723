// The entry's one job besides the async boundary: a bootstrap chunk that cannot load leaves a message, not a blank page.
jest.mock('./bootstrap', () => {
  throw new Error('Loading chunk bootstrap failed');
});

test('says FamilyHub could not be loaded when the bootstrap chunk fails', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.isolateModules(() => {
    require('./index');
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.getElementById('root')).toHaveTextContent(
    'FamilyHub could not be loaded. Check your connection and reload the page.',
  );
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'Loading chunk bootstrap failed' }));
});
