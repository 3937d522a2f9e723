// Money's part of the demo fortnight (issue #15): this month's grocery budget a little over with last month's
// under, a month of expenses in a budget split into categories, bills (one overdue, one due soon, one paid and
// rolled on), household subscriptions, and allowances for Mia and Leo with a few weeks of ledger.
// Everything is added by the admin (`demo`): the gateway keeps money from parents without canViewFinances.

const monthOf = (isoDate) => isoDate.slice(0, 7).split('-').map(Number);

async function seedGrocery({ api, listOf, day }) {
  if (listOf(await api.expectOk('GET', '/api/grocery-budgets')).length > 0) return 'grocery kept';
  const [year, month] = monthOf(day(0));
  const [lastYear, lastMonth] = monthOf(day(-31));
  await api.expectOk('POST', '/api/grocery-budgets', {
    year: lastYear,
    month: lastMonth,
    amountCents: 60000,
  });
  await api.expectOk('POST', '/api/grocery-budgets', { year, month, amountCents: 55000 });
  const trips = [
    [-33, 'Corner Market', 14250],
    [-26, 'Fresh Foods', 18790],
    [-19, 'Corner Market', 9875],
    [-12, 'Bulk Barn', 16420],
    [-5, 'Fresh Foods', 21300],
    [-2, 'Farmers Market', 4650],
    [-1, 'Corner Market', 7310],
  ];
  let added = 0;
  for (const [offset, store, totalAmountCents] of trips) {
    const date = day(offset);
    // A trip's month may fall before the budgets above (early in a month); it is still kept.
    await api.expectOk('POST', '/api/grocery-trips', { date, store, totalAmountCents });
    added += 1;
  }
  return `2 grocery budgets, ${added} trips`;
}

async function seedExpenses({ api, listOf, day }) {
  if (listOf(await api.expectOk('GET', '/api/expenses')).length > 0) return 'expenses kept';
  const [year, month] = monthOf(day(0));
  const budget = await api.expectOk('POST', '/api/budgets', {
    title: 'Household budget',
    month,
    year,
    totalBudgetCents: 420000,
  });
  const categories = {};
  for (const [name, allocatedCents, color] of [
    ['Housing', 180000, '#4F46E5'],
    ['Food', 90000, '#16A34A'],
    ['Transport', 40000, '#0891B2'],
    ['Fun', 30000, '#DB2777'],
  ]) {
    const answer = await api.expectOk('POST', `/api/budgets/${budget.id}/categories`, {
      name,
      allocatedCents,
      color,
    });
    categories[name] = answer.categories.find((c) => c.name === name).id;
  }
  const expenses = [
    [-20, 'Rent', 165000, 'Housing', 'Bank transfer', [['Housing', 165000]]],
    [-14, 'Bus passes', 6400, 'Transport', 'Card', [['Transport', 6400]]],
    [-9, 'Cinema and snacks', 5280, 'Fun', 'Card', [['Fun', 5280]]],
    [
      -6,
      'Birthday party',
      12000,
      'Fun',
      'Card',
      [
        ['Fun', 7000],
        ['Food', 5000],
      ],
    ],
    [-3, 'Fuel', 5890, 'Transport', 'Card', [['Transport', 5890]]],
    [-1, 'Pizza night', 3450, 'Food', 'Cash', [['Food', 3450]]],
  ];
  // Every one in the budget's month: early in a month, those of the days before it fall on its first day (on the 1st
  // the demo family had no expenses at all).
  const firstOfMonth = `${year}-${String(month).padStart(2, '0')}-01`;
  for (const [offset, title, amountCents, category, paymentMethod, parts] of expenses) {
    const date = day(offset);
    await api.expectOk('POST', '/api/expenses', {
      title,
      amountCents,
      date: date < firstOfMonth ? firstOfMonth : date,
      category,
      paymentMethod,
      allocations: parts.map(([name, cents]) => ({ budgetCategoryId: categories[name], amountCents: cents })),
    });
  }
  return `a budget with 4 categories, ${expenses.length} expenses`;
}

async function seedBills({ api, listOf, day }) {
  if (listOf(await api.expectOk('GET', '/api/bills?view=all')).length > 0) return 'bills kept';
  await api.expectOk('POST', '/api/bills', {
    title: 'Water',
    amountCents: 4280,
    dueDate: day(-2),
    payee: 'City Water',
    category: 'Utilities',
    accountNumber: 'WTR-0048812',
  });
  await api.expectOk('POST', '/api/bills', {
    title: 'Electricity',
    amountCents: 8450,
    dueDate: day(2),
    payee: 'City Power',
    category: 'Utilities',
    accountNumber: 'ACCT-123456789',
    paymentMethod: 'Autopay',
  });
  const internet = await api.expectOk('POST', '/api/bills', {
    title: 'Internet',
    amountCents: 5999,
    dueDate: day(-10),
    payee: 'FastNet',
    category: 'Utilities',
  });
  await api.expectOk('POST', `/api/bills/${internet.id}/pay`, { paidDate: day(-11) });
  await api.expectOk('POST', '/api/bills', {
    title: 'Car insurance',
    amountCents: 48000,
    dueDate: day(24),
    payee: 'SafeDrive',
    category: 'Insurance',
    recurringFrequency: 'yearly',
    reminderDays: 14,
  });
  for (const [title, provider, amountCents, billingCycle, next, category] of [
    ['StreamFlix', 'StreamFlix Inc.', 1599, 'monthly', 5, 'Streaming'],
    ['Music Family Plan', 'Tunes', 1699, 'monthly', 12, 'Streaming'],
    ['Cloud storage', 'DriveBox', 9999, 'yearly', 40, 'Software'],
    ['Swim club', 'Leisure Centre', 4500, 'quarterly', 20, 'Memberships'],
  ])
    await api.expectOk('POST', '/api/household-subscriptions', {
      title,
      provider,
      amountCents,
      billingCycle,
      nextBillingDate: day(next),
      category,
    });
  return '4 bills (one overdue, one paid), 4 subscriptions';
}

async function seedAllowances({ api, listOf, memberId, day }) {
  if (listOf(await api.expectOk('GET', '/api/allowances')).length > 0) return 'allowances kept';
  const mia = await api.expectOk('POST', '/api/allowances', {
    childId: memberId('mia'),
    amountCents: 500,
    frequency: 'weekly',
    dayOfWeek: 6,
    startsOn: day(-21),
  });
  const leo = await api.expectOk('POST', '/api/allowances', {
    childId: memberId('leo'),
    amountCents: 300,
    frequency: 'weekly',
    dayOfWeek: 6,
    startsOn: day(-21),
  });
  // Set up, each allowance has its paydays so far credited at once: the debits below stay within the balance.
  await api.expectOk('POST', `/api/allowances/${mia.id}/transactions`, {
    kind: 'credit',
    amountCents: 1000,
    date: day(-8),
    notes: 'Birthday extra from Grandma',
  });
  await api.expectOk('POST', `/api/allowances/${mia.id}/transactions`, {
    kind: 'debit',
    amountCents: 350,
    date: day(-4),
    notes: 'Comic book',
  });
  await api.expectOk('POST', `/api/allowances/${leo.id}/transactions`, {
    kind: 'debit',
    amountCents: 150,
    date: day(-2),
    notes: 'Stickers',
  });
  // The family's rate for chore points into allowance (Convert Points on /allowance).
  await api.expectOk('PUT', '/api/allowances/points-rate', { points: 10, amountCents: 50 });
  // The weekly credits since the start arrive with the money service's job (every 15 minutes, at start too).
  return '2 allowances with manual credits and debits, 10 points = $0.50';
}

/** Seeds the money domain (scripts/seed/index.mjs calls it with the demo family's context). */
export async function seed(ctx) {
  const parts = [];
  for (const part of [seedGrocery, seedExpenses, seedBills, seedAllowances]) parts.push(await part(ctx));
  return parts.join('; ');
}
