import { z } from 'zod';
import { type EndpointDefinition } from './endpoint';
import { pathIdLabel } from './path-id';
import { recordEndpoints } from './record-endpoints';
import { pageQuery } from './paging';

const pet = z.object({ id: z.number(), name: z.string() });
const createPet = z.object({ name: z.string().min(1, 'Name is required') });
const updatePet = createPet.partial();

describe('recordEndpoints', () => {
  const pets = recordEndpoints('home', 'pets', 'pets', {
    label: 'Pet',
    item: pet,
    create: createPet,
    update: updatePet,
  });

  it('defines list, get, create, update and remove at /api/<things> and /api/<things>/:id', () => {
    const calls = Object.entries(pets as Record<string, EndpointDefinition>).map(([name, e]) => [
      name,
      e.method,
      e.path,
      e.status,
    ]);
    expect(calls).toEqual([
      ['list', 'GET', '/api/pets', undefined],
      ['get', 'GET', '/api/pets/:id', undefined],
      ['create', 'POST', '/api/pets', 201],
      ['update', 'PATCH', '/api/pets/:id', undefined],
      ['remove', 'DELETE', '/api/pets/:id', undefined],
    ]);
    for (const endpoint of Object.values(pets)) {
      expect(endpoint).toMatchObject({ service: 'home', resource: 'pets' });
      expect(endpoint).not.toHaveProperty('access');
    }
  });

  it('answers the record, takes the bodies given, and names the label in a 404 for an id', () => {
    expect(pets.get.response).toBe(pet);
    expect(pets.create.body).toBe(createPet);
    expect(pets.update.body).toBe(updatePet);
    expect(pets.remove).not.toHaveProperty('response');
    expect(pathIdLabel(pets.get.params.id)).toBe('Pet');
    expect(pets.update.params.id).toBe(pets.remove.params.id);
  });

  it('lists a page at a time with the plain page query unless given its own', () => {
    expect(pets.list.query).toBe(pageQuery);
    expect(pets.list.response.parse({ items: [{ id: 1, name: 'Rex' }], nextCursor: null })).toEqual({
      items: [{ id: 1, name: 'Rex' }],
      nextCursor: null,
    });
    const query = pageQuery.extend({ species: z.string().optional() });
    const page = z.object({ items: z.array(pet), nextCursor: z.string().nullable(), total: z.number() });
    const own = recordEndpoints('home', 'pets', 'pets', {
      label: 'Pet',
      item: pet,
      create: createPet,
      update: updatePet,
      query,
      page,
    });
    expect(own.list.query).toBe(query);
    expect(own.list.response).toBe(page);
  });

  it('writes plain summaries from the noun, with its article, unless told otherwise', () => {
    expect(Object.values(pets).map((e) => e.summary)).toEqual([
      "The family's pet records the caller may see, a page at a time",
      'One pet',
      'Add a pet',
      'Edit a pet',
      'Delete a pet',
    ]);
    const essentials = recordEndpoints('home', 'essential-items', 'essential-items', {
      label: 'Essential item',
      noun: 'essential',
      summaries: { list: 'Essentials, a page at a time' },
      item: pet,
      create: createPet,
      update: updatePet,
    });
    expect(Object.values(essentials).map((e) => e.summary)).toEqual([
      'Essentials, a page at a time',
      'One essential',
      'Add an essential',
      'Edit an essential',
      'Delete an essential',
    ]);
    expect(pathIdLabel(essentials.get.params.id)).toBe('Essential item');
  });
});
