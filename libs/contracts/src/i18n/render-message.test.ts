import { alertWording, wordedAlert } from '../cross-domain';
import es from './es';
import { formatDay, messageRef, phrase, renderMessage } from './render-message';

describe('a worded sentence in the reader’s language (issue #35)', () => {
  it('translates the template as a whole and puts family data in as it was typed', () => {
    // "Homework" is a key the catalogue translates; as a task's title it is the family's word and stays.
    expect(es.Homework).toBe('Deberes');
    const ref = messageRef('New task for you: {title}', { title: 'Homework' });
    expect(renderMessage(ref, 'en', es)).toBe('New task for you: Homework');
    expect(renderMessage(ref, 'es', es)).toBe('Nueva tarea para ti: Homework');
  });

  it('writes dates and times the reader’s way', () => {
    const due = messageRef('Due {date}', { date: { date: '2026-11-29' } });
    expect(renderMessage(due, 'en', es)).toBe('Due Nov 29, 2026');
    expect(renderMessage(due, 'es', es)).toBe('Vence el 29 nov 2026');

    const soon = messageRef('Starts at {time} ({zone} time)', {
      time: { instant: '2026-11-29T08:30:00Z', timeZone: 'Europe/Madrid', show: 'time' },
      zone: 'Europe/Madrid',
    });
    expect(renderMessage(soon, 'en', es)).toBe('Starts at 09:30 (Europe/Madrid time)');
    expect(renderMessage(soon, 'es', es)).toBe('Empieza a las 09:30 (hora de Europe/Madrid)');

    expect(formatDay('2026-11-29', 'en', 'long')).toBe('November 29, 2026');
    expect(formatDay('2026-11-29', 'es', 'long')).toBe('29 de noviembre de 2026');
  });

  it('writes numbers and amounts the reader’s way, and translates a phrase of ours', () => {
    const water = messageRef('{consumed} of {goal} oz so far today.', { consumed: 1234.5, goal: 2000 });
    expect(renderMessage(water, 'en', es)).toBe('1,234.5 of 2,000 oz so far today.');
    expect(renderMessage(water, 'es', es)).toBe('Llevas 1234,5 de 2000 oz hoy.');

    const bill = messageRef('{amount} to {payee}', {
      amount: { money: 8450, currency: 'usd' },
      payee: 'Power Co',
    });
    expect(renderMessage(bill, 'en', es)).toBe('$84.50 to Power Co');
    expect(renderMessage(bill, 'es', es)).toBe('84,50\u00a0US$ para Power Co');

    const trip = messageRef('{type} at {school}.', { type: phrase('Field trip'), school: 'Field trip' });
    expect(renderMessage(trip, 'en', es)).toBe('Field trip at Field trip.');
    expect(renderMessage(trip, 'es', es)).toBe(`${es['Field trip']} en Field trip.`);
  });

  it('stays in English for a template not translated yet, and leaves a missing value’s place', () => {
    expect(renderMessage(messageRef('The moon is {colour}', { colour: 'blue' }), 'es', es)).toBe(
      'The moon is blue',
    );
    expect(renderMessage(messageRef('New task for you: {title}'), 'es', es)).toBe(
      'Nueva tarea para ti: {title}',
    );
  });

  it('gives a raise its English title and description and the wording for everyone else', () => {
    const raised = wordedAlert(
      messageRef('New task for you: {title}', { title: 'Feed the cat' }),
      messageRef('Due {date}', { date: { date: '2026-11-29' } }),
    );
    expect(raised.title).toBe('New task for you: Feed the cat');
    expect(raised.description).toBe('Due Nov 29, 2026');
    expect(alertWording.parse(raised.wording)).toEqual(raised.wording);

    const mention = wordedAlert(messageRef('{name} mentioned you', { name: 'Sam' }), 'See you at {five}');
    expect(mention.description).toBe('See you at {five}');
    expect(mention.wording).toEqual({ title: { text: '{name} mentioned you', params: { name: 'Sam' } } });
  });

  it('refuses a wording whose placeholder has no value, or an unknown kind of value', () => {
    expect(alertWording.safeParse({ title: { text: 'New task for you: {title}' } }).success).toBe(false);
    expect(
      alertWording.safeParse({ title: { text: 'Due {date}', params: { date: { when: 'tomorrow' } } } })
        .success,
    ).toBe(false);
    expect(
      alertWording.safeParse({ title: { text: 'Due {date}', params: { date: { date: '2026-11-29' } } } })
        .success,
    ).toBe(true);
  });
});
