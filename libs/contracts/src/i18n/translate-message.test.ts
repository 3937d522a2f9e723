import { apiMessageCatalogues, translateMessage } from '.';

describe('the API’s sentences in the caller’s language (issue #35)', () => {
  const catalogue = {
    '{thing} not found': 'No se encontró: {thing}',
    '{field} must be at most {max} characters': '{field}: como máximo {max} caracteres',
    'Family member': 'Miembro de la familia',
    Name: 'Nombre',
    'Nothing to update': 'No hay nada que actualizar',
  };

  it('translates a whole sentence, and fills a template with its translated parts', () => {
    expect(translateMessage('Nothing to update', catalogue)).toBe('No hay nada que actualizar');
    expect(translateMessage('Family member not found', catalogue)).toBe(
      'No se encontró: Miembro de la familia',
    );
    expect(translateMessage('Name must be at most 80 characters', catalogue)).toBe(
      'Nombre: como máximo 80 caracteres',
    );
  });

  it('leaves a sentence it has no translation for in English, and English itself unchanged', () => {
    expect(translateMessage('Pet not found', catalogue)).toBe('No se encontró: Pet');
    expect(translateMessage('The moon is made of cheese', catalogue)).toBe('The moon is made of cheese');
    expect(translateMessage('Nothing to update', undefined)).toBe('Nothing to update');
  });

  it('has a Spanish catalogue whose templates keep their placeholders', async () => {
    const { default: es } = await apiMessageCatalogues.es();
    for (const [english, spanish] of Object.entries(es)) {
      const names = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect({ english, placeholders: names(spanish) }).toEqual({ english, placeholders: names(english) });
    }
  });
});
