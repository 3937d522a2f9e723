import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY, ThemeProvider, useTheme } from './theme';

function ThemeSwitch() {
  const { theme, toggleTheme } = useTheme();
  return <button onClick={toggleTheme}>Theme: {theme}</button>;
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('theme', () => {
  it('starts light when nothing is stored', () => {
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Theme: light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('switches to dark, stores it under familyhub-theme and restores it on the next visit', async () => {
    const user = userEvent.setup();
    const first = render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button'));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    first.unmount();
    document.documentElement.className = '';

    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Theme: dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('ignores an unknown stored value', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Theme: light');
  });

  it('tells a developer who forgot the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ThemeSwitch />)).toThrow('useTheme must be used inside <ThemeProvider>');
  });
});
