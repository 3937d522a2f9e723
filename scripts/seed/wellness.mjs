// Wellness's part of the demo fortnight: Mia's antibiotic twice a day (this morning's dose given by Sam), Alex's
// daily vitamin and an as-needed pain reliever, a week of water for everyone against goals, a week of moods, and
// me time for Alex (happening later today, one done, one missed) and Sam (shared yoga).

async function seedMedications({ api, as, listOf, memberId, day, at, timeZone }) {
  if (listOf(await api.expectOk('GET', '/api/medications')).length > 0) return 'medications kept';
  const antibiotic = await api.expectOk('POST', '/api/medications', {
    userId: memberId('mia'),
    name: 'Amoxicillin',
    dosage: '250 mg',
    frequency: 'twice_daily',
    timeOfDay: ['morning', 'evening'],
    startDate: day(-3),
    endDate: day(6),
    instructions: 'With food; finish the whole course.',
    timeZone,
  });
  await api.expectOk('POST', '/api/medications', {
    userId: memberId('demo'),
    name: 'Vitamin D',
    dosage: '1000 IU',
    frequency: 'daily',
    timeOfDay: ['with_breakfast'],
    startDate: day(-14),
    timeZone,
  });
  await api.expectOk('POST', '/api/medications', {
    userId: memberId('leo'),
    name: "Children's ibuprofen",
    dosage: '5 ml',
    frequency: 'as_needed',
    timeOfDay: [],
    minIntervalHours: 6,
    startDate: day(-14),
    instructions: 'For fever over 38.5 °C.',
    timeZone,
  });
  const sam = await as('sam');
  // The service takes a dose at most LATE_DOSE_LOG_HOURS (24) late and never in the future: the demo logs
  // yesterday's doses and this morning's (given at 08:12) that are within that window when it runs.
  const doses = [
    { by: sam, timeOfDay: 'morning', date: day(-1), takenAt: at(-1, '08:05') },
    { by: api, timeOfDay: 'evening', date: day(-1), takenAt: at(-1, '19:10') },
    { by: sam, timeOfDay: 'morning', date: day(0), takenAt: at(0, '08:12') },
  ];
  const now = Date.now();
  const loggable = doses.filter(({ takenAt }) => {
    const ms = Date.parse(takenAt);
    return ms <= now && ms > now - 23 * 3_600_000;
  });
  for (const { by, ...dose } of loggable)
    await by.expectOk('POST', '/api/medication-logs', { medicationId: antibiotic.id, ...dose });
  return `3 medications, ${loggable.length} doses logged`;
}

async function seedWater({ api, listOf, memberId, day }) {
  if (listOf(await api.expectOk('GET', '/api/water-goals')).length > 0) return 'water kept';
  const people = ['demo', 'sam', 'mia', 'leo'];
  for (const person of people)
    await api.expectOk('POST', '/api/water-goals', {
      userId: memberId(person),
      dailyGoal: person === 'mia' || person === 'leo' ? 48 : 64,
      reminder: person === 'demo',
    });
  for (let offset = -6; offset <= 0; offset += 1)
    for (const [i, person] of people.entries())
      for (const time of ['08:30', '12:15', '16:00'].slice(0, offset === 0 ? 1 : 3))
        await api.expectOk('POST', '/api/water-intakes', {
          userId: memberId(person),
          amount: 8 + ((i + Math.abs(offset)) % 3) * 4,
          unit: 'oz',
          date: day(offset),
          time,
        });
  return 'goals for 4, a week of water';
}

async function seedMoods({ api, listOf, memberId, day }) {
  if (listOf(await api.expectOk('GET', '/api/moods')).length > 0) return 'moods kept';
  const week = ['good', 'great', 'okay', 'good', 'bad', 'good', 'great'];
  for (let offset = -6; offset <= 0; offset += 1)
    for (const [i, person] of ['demo', 'mia'].entries())
      await api.expectOk('POST', '/api/moods', {
        userId: memberId(person),
        mood: week[(offset + 6 + i * 2) % 7],
        energy: 4 + ((offset + 6 + i) % 5),
        stress: 3 + ((offset + 6) % 4),
        notes: person === 'mia' && offset === -2 ? 'Tired after the school trip' : null,
        date: day(offset),
        time: '20:00',
      });
  return 'a week of moods';
}

async function seedMeTime({ api, as, listOf, memberId, at }) {
  if (listOf(await api.expectOk('GET', '/api/me-time-blocks')).length > 0) return 'me time kept';
  const alex = memberId('demo');
  const done = await api.expectOk('POST', '/api/me-time-blocks', {
    userId: alex,
    title: 'Morning run',
    startTime: at(-2, '06:30'),
    endTime: at(-2, '07:15'),
  });
  await api.expectOk('PATCH', `/api/me-time-blocks/${done.id}`, { completed: true });
  await api.expectOk('POST', '/api/me-time-blocks', {
    userId: alex,
    title: 'Read a book',
    description: 'The new novel, phone away.',
    startTime: at(-1, '21:00'),
    endTime: at(-1, '22:00'),
  });
  await api.expectOk('POST', '/api/me-time-blocks', {
    userId: alex,
    title: 'Quiet coffee',
    startTime: at(0, '20:00'),
    endTime: at(0, '20:30'),
    doNotDisturb: true,
  });
  await api.expectOk('POST', '/api/me-time-blocks', {
    userId: alex,
    title: 'Long bath',
    startTime: at(2, '19:30'),
    endTime: at(2, '20:30'),
    isRecurring: true,
    recurrencePattern: 'weekly',
    daysOfWeek: [new Date(at(2, '19:30')).toLocaleDateString('en-US', { weekday: 'long' }).toLowerCase()],
  });
  const sam = await as('sam');
  await sam.expectOk('POST', '/api/me-time-blocks', {
    userId: memberId('sam'),
    title: 'Yoga class',
    startTime: at(1, '18:00'),
    endTime: at(1, '19:00'),
    isShared: true,
  });
  return '5 me-time blocks';
}

/** Seeds the wellness domain (scripts/seed/index.mjs calls it with the demo family's context). */
export async function seed(ctx) {
  const parts = [];
  for (const part of [seedMedications, seedWater, seedMoods, seedMeTime]) parts.push(await part(ctx));
  return parts.join('; ');
}
