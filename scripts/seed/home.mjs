// Home's part of the demo fortnight: chores for Mia and Leo (the bins rotate between them weekly, Mia's done and
// verified, Leo's waiting for a parent), points from that work, three rewards (one redemption waiting for
// approval) and two cleaning routines with one session under way.

async function seedChores({ api, as, memberId, listOf }) {
  if (listOf(await api.expectOk('GET', '/api/chores')).length > 0) return 'chores kept';
  const mia = memberId('mia');
  const leo = memberId('leo');
  await api.expectOk('POST', '/api/chores', {
    title: 'Take out the bins',
    description: 'Tuesday evening, recycling too.',
    points: 15,
    frequency: 'weekly',
    assigneeIds: [mia, leo],
  });
  await api.expectOk('POST', '/api/chores', {
    title: 'Feed the cat',
    points: 5,
    frequency: 'daily',
    assigneeIds: [leo],
  });
  await api.expectOk('POST', '/api/chores', {
    title: 'Tidy your room',
    frequency: 'weekly',
    assigneeIds: [mia],
  });
  await api.expectOk('POST', '/api/chores', {
    title: 'Wash the car',
    description: 'With Dad, outside.',
    points: 30,
    frequency: 'once',
    assigneeIds: [leo],
  });
  const turns = listOf(await api.expectOk('GET', '/api/chore-assignments'));
  const miaClient = await as('mia');
  const leoClient = await as('leo');
  const sam = await as('sam');
  for (const turn of turns.filter((t) => t.assignedToId === mia)) {
    await miaClient.expectOk('POST', `/api/chore-assignments/${turn.id}/complete`);
    await sam.expectOk('POST', `/api/chore-assignments/${turn.id}/verify`);
  }
  const feed = turns.find((t) => t.choreTitle === 'Feed the cat');
  if (feed) await leoClient.expectOk('POST', `/api/chore-assignments/${feed.id}/complete`);
  await api.expectOk('POST', '/api/points/adjustments', {
    memberId: leo,
    points: 20,
    reason: 'Helped carry the shopping all week',
  });
  return `4 chores, ${turns.length} turns`;
}

async function seedRewards({ api, as, listOf }) {
  if (listOf(await api.expectOk('GET', '/api/rewards')).length > 0) return 'rewards kept';
  const iceCream = await api.expectOk('POST', '/api/rewards', {
    title: 'Ice cream trip',
    description: 'One scoop at the corner shop.',
    pointsCost: 20,
  });
  await api.expectOk('POST', '/api/rewards', { title: 'Movie night pick', pointsCost: 50 });
  await api.expectOk('POST', '/api/rewards', { title: 'Extra hour of games', pointsCost: 80 });
  const leo = await as('leo');
  await leo.expectOk('POST', `/api/rewards/${iceCream.id}/redeem`);
  return '3 rewards, 1 redemption waiting for approval';
}

async function seedCleaning({ api, as, listOf }) {
  if (listOf(await api.expectOk('GET', '/api/cleaning/templates')).length > 0) return 'cleaning kept';
  const kitchen = await api.expectOk('POST', '/api/cleaning/templates', {
    name: 'Kitchen reset',
    area: 'Kitchen',
    frequency: 'daily',
    estimatedTime: 20,
    tasks: [
      { name: 'Load the dishwasher' },
      { name: 'Wipe the counters and hob' },
      { name: 'Sweep the floor' },
      { name: 'Polish the taps', isRequired: false },
    ],
  });
  await api.expectOk('POST', '/api/cleaning/templates', {
    name: 'Bathroom deep clean',
    area: 'Bathroom',
    frequency: 'weekly',
    estimatedTime: 45,
    tasks: [
      { name: 'Scrub the bath and shower' },
      { name: 'Clean the toilet' },
      { name: 'Mop the floor' },
      { name: 'Fresh towels', isRequired: false },
    ],
  });
  const sam = await as('sam');
  const session = await sam.expectOk('POST', '/api/cleaning/sessions', { templateId: kitchen.id });
  await sam.expectOk('PATCH', `/api/cleaning/sessions/${session.id}/tasks/${session.tasks[0].id}`, {
    isCompleted: true,
  });
  return '2 cleaning routines, 1 session under way';
}

/** Seeds the home domain (scripts/seed/index.mjs calls it with the demo family's context). */
export async function seed(ctx) {
  const parts = [];
  for (const part of [seedChores, seedRewards, seedCleaning]) parts.push(await part(ctx));
  return parts.join('; ');
}
