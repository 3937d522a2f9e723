import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { domainOf } from '@familyhub/contracts';
import widgets from './widgets';

describe('money remote widgets', () => {
  const catalogued = domainOf('money')?.widgets ?? [];

  it('draws exactly the money cards of the domain catalogue', () => {
    expect(Object.keys(widgets).sort()).toEqual(catalogued.map((w) => w.id).sort());
  });

  it.each(catalogued.map((w) => [w.id, w] as const))(
    '%s says honestly that it is coming soon',
    (id, widget) => {
      const Card = widgets[id];
      render(
        <MemoryRouter>
          <Card title={widget.title} path={widget.path} />
        </MemoryRouter>,
      );
      const card = screen.getByRole('region', { name: widget.title });
      expect(card).toHaveTextContent('Coming soon.');
      expect(screen.getByRole('link', { name: `Go to ${widget.title}` })).toHaveAttribute(
        'href',
        widget.path,
      );
    },
  );
});
