import { createQueryClient, queryKeys } from '@familyhub/api-client';

const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => ({ registerRemotes }) }));

// Imported after the mock so the runtime module sees it.
import { BOOT_ELEMENT_ID, seedFromPage } from './boot-data';
import { domains, sessionFor } from './testing/render-app';

function pageWith(boot: unknown): Document {
  const doc = document.implementation.createHTMLDocument('FamilyHub');
  const element = doc.createElement('script');
  element.id = BOOT_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify(boot);
  doc.head.append(element);
  return doc;
}

describe('seedFromPage (issue #16: the first answers inside the page)', () => {
  it("seeds the session, the family's subscription from it and the domain registry, then drops the element", () => {
    const client = createQueryClient();
    const session = sessionFor('monthly');
    const doc = pageWith({ session, domains });
    expect(seedFromPage(client, doc)).toBe(true);
    expect(client.getQueryData(queryKeys.session())).toEqual(session);
    expect(client.getQueryData(queryKeys.subscription())).toEqual(session.subscription);
    expect(client.getQueryData(queryKeys.domains())).toEqual(domains);
    expect(registerRemotes).toHaveBeenCalled();
    expect(doc.getElementById(BOOT_ELEMENT_ID)).toBeNull();
  });

  it('seeds no subscription for a visitor, and nothing from a page without boot data', () => {
    const client = createQueryClient();
    expect(seedFromPage(client, pageWith({ session: null, domains }))).toBe(true);
    expect(client.getQueryData(queryKeys.session())).toBeNull();
    expect(client.getQueryData(queryKeys.subscription())).toBeUndefined();
    const other = createQueryClient();
    expect(seedFromPage(other, document.implementation.createHTMLDocument('plain'))).toBe(false);
    expect(other.getQueryData(queryKeys.session())).toBeUndefined();
  });
});
