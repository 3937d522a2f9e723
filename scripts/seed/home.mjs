// Home's part of the demo fortnight: chores for Mia and Leo (the bins rotate between them weekly, Mia's done and
// verified, Leo's waiting for a parent), points from that work, three rewards (one redemption waiting for
// approval) and two cleaning routines with one session under way; home maintenance with a little history (one item
// due this week, one overdue), two pets with their daily care, some of it done today, a stocked pantry (milk expiring
// tomorrow, yoghurt gone off, rice running low), the household essentials (toilet paper on auto-reorder), four
// recipes and a planned week of meals.

/** `YYYY-MM-DD` of today (UTC, as the home service counts days) plus `offsetDays`. */
const utcDay = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

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

async function seedMaintenance({ api, as, memberId, listOf }) {
  if (listOf(await api.expectOk('GET', '/api/maintenance-items')).length > 0) return 'maintenance kept';
  const sam = memberId('sam');
  const filter = await api.expectOk('POST', '/api/maintenance-items', {
    name: 'Replace HVAC filter',
    category: 'heating-cooling',
    frequency: 'quarterly',
    nextDue: utcDay(-80),
    assignedToId: sam,
    estimatedCostCents: 2500,
    notes: '20x25x1, MERV 11',
  });
  const gutters = await api.expectOk('POST', '/api/maintenance-items', {
    name: 'Clean the gutters',
    category: 'exterior',
    frequency: 'half-yearly',
    nextDue: utcDay(-2),
    estimatedCostCents: 12000,
  });
  await api.expectOk('POST', '/api/maintenance-items', {
    name: 'Test smoke alarms',
    category: 'safety',
    frequency: 'monthly',
    nextDue: utcDay(4),
    assignedToId: memberId('mia'),
    reminderDays: 3,
  });
  await api.expectOk('POST', '/api/maintenance-items', {
    name: 'Service the boiler',
    category: 'heating-cooling',
    frequency: 'yearly',
    nextDue: utcDay(60),
    estimatedCostCents: 9500,
  });
  const samClient = await as('sam');
  await samClient.expectOk('POST', `/api/maintenance-items/${filter.id}/complete`, {
    completedOn: utcDay(-75),
    costCents: 2199,
    notes: 'Two spares in the garage.',
  });
  await api.expectOk('POST', `/api/maintenance-items/${gutters.id}/complete`, {
    completedOn: utcDay(-180),
    costCents: 11000,
    notes: 'Gutter guards fitted at the back.',
  });
  // Gutters were done half a year ago and are due again: put the due day back where it was.
  await api.expectOk('PATCH', `/api/maintenance-items/${gutters.id}`, { nextDue: utcDay(-2) });
  return '4 maintenance items, 2 done before';
}

async function seedPets({ api, as, memberId, listOf }) {
  if (listOf(await api.expectOk('GET', '/api/pets')).length > 0) return 'pets kept';
  const buddy = await api.expectOk('POST', '/api/pets', {
    name: 'Buddy',
    type: 'dog',
    breed: 'Golden Retriever',
    birthdate: utcDay(-4 * 365),
    weightKg: 31.5,
    color: 'Golden',
    microchipId: '985112004567890',
    vetName: 'Dr. Patel, Oak Street Vets',
    vetPhone: '555-0142',
  });
  const whiskers = await api.expectOk('POST', '/api/pets', {
    name: 'Whiskers',
    type: 'cat',
    breed: 'Tabby',
    birthdate: utcDay(-2 * 365),
    weightKg: 4.2,
    color: 'Grey tabby',
  });
  const breakfast = await api.expectOk('POST', `/api/pets/${buddy.id}/care-items`, {
    type: 'feeding',
    name: 'Breakfast',
    time: '07:30',
    amount: '2 cups',
    assignedToId: memberId('leo'),
  });
  await api.expectOk('POST', `/api/pets/${buddy.id}/care-items`, {
    type: 'walk',
    name: 'Evening walk',
    time: '18:00',
    assignedToId: memberId('mia'),
  });
  await api.expectOk('POST', `/api/pets/${buddy.id}/care-items`, {
    type: 'medication',
    name: 'Flea and tick tablet',
    frequency: 'monthly',
    amount: '1 tablet',
    nextDue: utcDay(9),
  });
  await api.expectOk('POST', `/api/pets/${whiskers.id}/care-items`, {
    type: 'feeding',
    name: 'Dinner',
    time: '17:30',
    amount: '1 pouch',
    assignedToId: memberId('leo'),
  });
  await api.expectOk('POST', `/api/pets/${whiskers.id}/care-items`, {
    type: 'vet-visit',
    name: 'Yearly check-up and vaccines',
    frequency: 'yearly',
    nextDue: utcDay(21),
  });
  const leo = await as('leo');
  await leo.expectOk('POST', `/api/pets/${buddy.id}/care-items/${breakfast.id}/done`);
  return '2 pets, 5 care items, breakfast done today';
}

async function seedPantry({ api, listOf }) {
  if (listOf(await api.expectOk('GET', '/api/pantry-items')).length > 0) return 'pantry kept';
  const items = [
    { name: 'Milk', category: 'dairy', quantity: 1, unit: 'l', location: 'fridge', expiryDate: utcDay(1) },
    {
      name: 'Greek yoghurt',
      category: 'dairy',
      quantity: 500,
      unit: 'g',
      location: 'fridge',
      expiryDate: utcDay(-2),
    },
    {
      name: 'Eggs',
      category: 'dairy',
      quantity: 6,
      unit: 'pieces',
      location: 'fridge',
      expiryDate: utcDay(9),
      minQuantity: 4,
    },
    {
      name: 'Spinach',
      category: 'produce',
      quantity: 200,
      unit: 'g',
      location: 'fridge',
      expiryDate: utcDay(3),
    },
    {
      name: 'Basmati rice',
      category: 'grains-pasta',
      quantity: 250,
      unit: 'g',
      location: 'cupboard',
      minQuantity: 500,
    },
    {
      name: 'Spaghetti',
      category: 'grains-pasta',
      quantity: 1,
      unit: 'kg',
      location: 'pantry',
      expiryDate: utcDay(300),
    },
    {
      name: 'Chopped tomatoes',
      category: 'canned',
      quantity: 3,
      unit: 'pieces',
      location: 'pantry',
      expiryDate: utcDay(400),
      minQuantity: 2,
    },
    {
      name: 'Frozen peas',
      category: 'frozen',
      quantity: 750,
      unit: 'g',
      location: 'freezer',
      expiryDate: utcDay(120),
    },
    {
      name: 'Olive oil',
      category: 'condiments',
      quantity: 500,
      unit: 'ml',
      location: 'cupboard',
      barcode: '8410660101153',
    },
  ];
  for (const item of items)
    await api.expectOk('POST', '/api/pantry-items', { ...item, lastPurchased: utcDay(-3) });
  return `${items.length} pantry items`;
}

async function seedEssentials({ api, as, listOf }) {
  if (listOf(await api.expectOk('GET', '/api/essential-items')).length > 0) return 'essentials kept';
  const paper = await api.expectOk('POST', '/api/essential-items', {
    name: 'Toilet paper',
    category: 'paper-goods',
    currentQuantity: 3,
    unit: 'rolls',
    reorderThreshold: 2,
    estimatedDurationDays: 4,
    isAutoReorder: true,
    lastPurchased: utcDay(-10),
  });
  await api.expectOk('POST', '/api/essential-items', {
    name: 'Dishwasher tablets',
    category: 'kitchen',
    currentQuantity: 24,
    unit: 'tablets',
    reorderThreshold: 5,
    estimatedDurationDays: 1,
    reminderIntervalDays: 21,
  });
  await api.expectOk('POST', '/api/essential-items', {
    name: 'Laundry detergent',
    category: 'laundry',
    currentQuantity: 1,
    unit: 'bottles',
    estimatedDurationDays: 30,
    nextReminderDate: utcDay(2),
  });
  await api.expectOk('POST', '/api/essential-items', {
    name: 'AA batteries',
    category: 'batteries-bulbs',
    currentQuantity: 8,
    unit: 'pieces',
    reorderThreshold: 2,
    reminderIntervalDays: 90,
  });
  // Leo used a roll: with auto-reorder on, toilet paper goes on the shopping list at the threshold.
  const leo = await as('leo');
  await leo.expectOk('POST', `/api/essential-items/${paper.id}/use`);
  return '4 essentials, toilet paper on the shopping list';
}

const demoRecipes = [
  {
    title: 'Spaghetti bolognese',
    description: 'The Riveras’ Sunday sauce.',
    instructions: 'Brown the beef with the onion, add the tomatoes, simmer 40 minutes, toss with the pasta.',
    prepTime: 15,
    cookTime: 45,
    servings: 4,
    difficulty: 'easy',
    category: 'dinner',
    tags: ['pasta', 'family favourite'],
    isFavorite: true,
    ingredients: [
      { name: 'Spaghetti', quantity: 500, unit: 'g' },
      { name: 'Minced beef', quantity: 400, unit: 'g' },
      { name: 'Chopped tomatoes', quantity: 2, unit: 'cans' },
      { name: 'Onion', quantity: 1, unit: 'pieces' },
      { name: 'Olive oil', quantity: 2, unit: 'tbsp' },
    ],
  },
  {
    title: 'Overnight oats',
    prepTime: 5,
    servings: 2,
    difficulty: 'easy',
    category: 'breakfast',
    tags: ['make ahead'],
    ingredients: [
      { name: 'Rolled oats', quantity: 1, unit: 'cup' },
      { name: 'Milk', quantity: 250, unit: 'ml' },
      { name: 'Honey', quantity: 2, unit: 'tsp' },
    ],
  },
  {
    title: 'Chicken traybake',
    prepTime: 10,
    cookTime: 40,
    servings: 4,
    category: 'dinner',
    ingredients: [
      { name: 'Chicken thighs', quantity: 8, unit: 'pieces' },
      { name: 'Potatoes', quantity: 1, unit: 'kg' },
      { name: 'Olive oil', quantity: 3, unit: 'tbsp' },
    ],
  },
  {
    title: 'Banana bread',
    prepTime: 15,
    cookTime: 60,
    servings: 8,
    difficulty: 'medium',
    category: 'dessert',
    tags: ['baking'],
    ingredients: [
      { name: 'Bananas', quantity: 3, unit: 'pieces' },
      { name: 'Flour', quantity: 250, unit: 'g' },
      { name: 'Milk', quantity: 0.1, unit: 'l' },
    ],
  },
];

async function seedMeals({ api, day, listOf }) {
  if (listOf(await api.expectOk('GET', '/api/recipes')).length > 0) return 'recipes kept';
  const ids = {};
  for (const recipe of demoRecipes)
    ids[recipe.title] = (await api.expectOk('POST', '/api/recipes', recipe)).id;
  // The coming week: oats most mornings, three dinners from the library, and a take-away night as free text.
  const plans = [
    { date: day(0), mealType: 'dinner', recipeId: ids['Spaghetti bolognese'] },
    { date: day(1), mealType: 'breakfast', recipeId: ids['Overnight oats'], servings: 4 },
    { date: day(2), mealType: 'dinner', recipeId: ids['Chicken traybake'] },
    { date: day(3), mealType: 'breakfast', recipeId: ids['Overnight oats'], servings: 4 },
    { date: day(4), mealType: 'dinner', title: 'Pizza night (take-away)' },
    { date: day(5), mealType: 'snack', recipeId: ids['Banana bread'] },
    { date: day(6), mealType: 'dinner', recipeId: ids['Spaghetti bolognese'], servings: 6 },
  ];
  for (const plan of plans) await api.expectOk('POST', '/api/meal-plans', plan);
  return `${demoRecipes.length} recipes, ${plans.length} planned meals`;
}

/** Seeds the home domain (scripts/seed/index.mjs calls it with the demo family's context). */
export async function seed(ctx) {
  const parts = [];
  for (const part of [
    seedChores,
    seedRewards,
    seedCleaning,
    seedMaintenance,
    seedPets,
    seedPantry,
    seedEssentials,
    seedMeals,
  ])
    parts.push(await part(ctx));
  return parts.join('; ');
}
