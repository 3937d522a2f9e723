import { liveChange, liveTopic, liveTopics, liveTopicsOf } from './live';
import { domainIds } from './catalogue';

describe('liveTopics', () => {
  it('lists topics of catalogue domains only, each in the shape the gateway forwards', () => {
    for (const domain of Object.keys(liveTopics)) expect(domainIds).toContain(domain);
    for (const topics of Object.values(liveTopics)) {
      for (const topic of topics) expect(liveTopic.safeParse(topic).success).toBe(true);
    }
    expect(liveTopicsOf('planning')).toContain('tasks');
  });

  it('gives each topic to one domain only (a topic is a query-key root shared by every remote)', () => {
    const all = Object.values(liveTopics).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('liveChange', () => {
  it('accepts a domain and a kebab-case topic', () => {
    expect(liveChange.parse({ domain: 'planning', topic: 'shopping-items' })).toEqual({
      domain: 'planning',
      topic: 'shopping-items',
    });
  });

  it('refuses an unknown domain and a topic that is not a plain key', () => {
    expect(liveChange.safeParse({ domain: 'billing', topic: 'tasks' }).success).toBe(false);
    for (const topic of ['', 'Tasks', 'tasks\n\ndata: x', 'a'.repeat(65), 'tasks/1']) {
      expect(liveChange.safeParse({ domain: 'planning', topic }).success).toBe(false);
    }
  });
});
