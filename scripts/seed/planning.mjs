// Planning's part of the demo fortnight: tasks, calendar (some repeating events, a party with guests, a gala
// with a carpool), the shopping list, family messages, vacations and emergency contacts.

const colours = { alex: '#4F46E5', sam: '#6366F1', mia: '#EC4899', leo: '#10B981', family: '#F59E0B' };

/** The demo tasks; `assignee` is a username. */
function demoTasks({ day }) {
  return [
    {
      title: 'Renew the car insurance',
      description: 'Compare the two quotes in the email first.',
      priority: 'high',
      dueDate: day(4),
      assignee: 'demo',
    },
    {
      title: "Plan Mia's birthday party",
      description: 'Guest list, cake and a rainy-day backup.',
      priority: 'high',
      dueDate: day(10),
      assignee: 'sam',
    },
    { title: 'Tidy your bedroom', priority: 'medium', dueDate: day(1), assignee: 'mia' },
    { title: 'Practise piano for 20 minutes', priority: 'low', dueDate: day(0), assignee: 'mia' },
    {
      title: 'Finish the science project poster',
      description: 'Volcano model: label every layer.',
      priority: 'high',
      dueDate: day(3),
      assignee: 'leo',
    },
    { title: 'Feed the fish', priority: 'low', dueDate: day(-1), assignee: 'leo', completed: true },
    { title: 'Book dentist check-ups for everyone', priority: 'medium', dueDate: day(14) },
    { title: 'Pack the swimming bag for the gala', priority: 'medium', dueDate: day(5), assignee: 'leo' },
    {
      title: 'Order the birthday cake',
      description: 'Chocolate, with "Happy 10th Mia".',
      priority: 'medium',
      dueDate: day(7),
      assignee: 'demo',
    },
  ];
}

async function seedTasks({ api, memberId, listOf, ...ctx }) {
  if (listOf(await api.expectOk('GET', '/api/tasks'), 'tasks').length > 0) return 0;
  const tasks = demoTasks(ctx);
  for (const { assignee, ...task } of tasks) {
    await api.expectOk('POST', '/api/tasks', {
      ...task,
      assignedToId: assignee ? memberId(assignee) : undefined,
    });
  }
  return tasks.length;
}

/** A timed event on day `offset` from `start` to `end` (HH:MM, local). */
function timed(ctx, offset, start, end, fields) {
  return { startAt: ctx.at(offset, start), endAt: ctx.at(offset, end), allDay: false, ...fields };
}

/** An all-day event from day `offset` over `days` days. */
function allDay(ctx, offset, days, fields) {
  return { startAt: ctx.at(offset, '00:00'), endAt: ctx.at(offset + days, '00:00'), allDay: true, ...fields };
}

async function seedCalendar(ctx) {
  const { api, memberId, day, daysUntil, listOf } = ctx;
  const existing = listOf(await api.expectOk('GET', `/api/events?from=${day(-14)}&to=${day(60)}`));
  if (existing.length > 0) return { events: 0, guests: 0, carpools: 0 };
  const timeZone = ctx.timeZone;
  // The repeating events began a few weeks ago: the family has used the calendar for a while.
  const repeating = [
    timed(ctx, daysUntil('monday') - 28, '08:15', '08:45', {
      title: 'School run',
      color: colours.family,
      recurrence: 'weekly',
      recurrenceDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    }),
    timed(ctx, daysUntil('tuesday') - 28, '17:00', '18:15', {
      title: "Leo's football practice",
      description: 'Astro pitch behind the leisure centre. Shin pads!',
      color: colours.leo,
      recurrence: 'weekly',
      recurrenceDays: ['tuesday', 'thursday'],
    }),
    timed(ctx, daysUntil('wednesday') - 28, '16:30', '17:15', {
      title: "Mia's piano lesson",
      description: 'With Mrs Okafor, 14 Elm Road.',
      color: colours.mia,
      recurrence: 'weekly',
      recurrenceDays: ['wednesday'],
    }),
    timed(ctx, daysUntil('friday') - 28, '19:30', '21:30', {
      title: 'Family movie night',
      description: 'Whose turn is it to pick? Check the list on the fridge.',
      color: colours.family,
      recurrence: 'weekly',
      recurrenceDays: ['friday'],
    }),
    timed(ctx, daysUntil('saturday') - 28, '09:00', '09:45', {
      title: 'Saturday pancakes',
      color: colours.family,
      recurrence: 'weekly',
      recurrenceDays: ['saturday'],
    }),
    timed(ctx, 9, '19:30', '21:30', {
      title: 'Book club',
      description: 'At the library café.',
      color: colours.sam,
      by: 'sam',
      recurrence: 'monthly',
    }),
  ];
  const oneOff = [
    timed(ctx, -3, '20:00', '22:30', { title: 'Dinner at Luca’s', color: colours.alex }),
    timed(ctx, 0, '18:00', '19:00', {
      title: 'Grocery delivery',
      description: 'Someone needs to be home to take it in.',
      color: colours.alex,
    }),
    timed(ctx, 1, '08:30', '09:30', {
      title: 'Car service',
      description: 'Drop the car at Henley Motors; courtesy car booked.',
      color: colours.alex,
    }),
    timed(ctx, 3, '09:30', '10:00', { title: 'Dentist — Leo', color: colours.leo }),
    timed(ctx, 5, '18:00', '19:30', {
      title: 'Parent–teacher evening',
      description: 'Mia at 18:10, Leo at 18:40.',
      color: colours.sam,
    }),
    allDay(ctx, 8, 2, {
      title: 'Grandma Rosa visits',
      description: 'Make up the spare room.',
      color: colours.family,
    }),
    timed(ctx, 12, '14:00', '17:00', {
      title: "Mia's birthday party",
      description: 'Garden games, pizza and cake. Rain plan: the church hall.',
      color: colours.mia,
    }),
  ];
  const gala = timed(ctx, 6, '09:00', '12:30', {
    title: 'Swimming gala',
    description: 'County pool. Leo swims the 50 m freestyle.',
    color: colours.leo,
  });
  const ids = {};
  // `by` names the member who adds the event (its owner); the admin adds the rest.
  for (const { by = 'demo', ...event } of [...repeating, ...oneOff, gala]) {
    const created = await (await ctx.as(by)).expectOk('POST', '/api/events', { ...event, timeZone });
    ids[event.title] = created.id;
  }

  const party = ids["Mia's birthday party"];
  const guests = [
    { name: 'Grandma Rosa', status: 'confirmed', foodAssignment: 'Lemon cake', phone: '555-201-4478' },
    { name: 'Ava Thompson', email: 'thompsons@example.com', status: 'confirmed', notes: 'Nut allergy' },
    { name: 'Noah Williams', status: 'maybe', notes: 'Back from holiday that morning' },
    { name: 'Zara Ahmed', email: 'ahmed.family@example.com', status: 'invited' },
    { name: 'Ruby Chen', status: 'declined', notes: 'Away for the weekend' },
    {
      name: 'Sam Rivera',
      status: 'confirmed',
      isFamily: true,
      familyMemberId: memberId('sam'),
      foodAssignment: 'Pizza',
    },
  ];
  for (const guest of guests) await api.expectOk('POST', '/api/event-guests', { eventId: party, ...guest });

  const carpools = [
    {
      eventId: ids['Swimming gala'],
      title: 'To the gala',
      date: day(6),
      pickupLocation: 'Our house, 22 Linden Avenue',
      dropoffLocation: 'County pool, main entrance',
      driverId: memberId('sam'),
      vehicleDetails: 'Blue Skoda estate',
      availableSeats: 4,
      notes: 'Leave at 08:15 sharp: warm-up starts at 08:45.',
      passengers: [
        { passengerId: memberId('leo'), pickupTime: '08:15' },
        { passengerName: 'Oliver Brooks', passengerContact: '555-310-9921', pickupTime: '08:20' },
      ],
    },
    {
      eventId: party,
      title: 'Party pick-ups',
      date: day(12),
      pickupLocation: 'Elm Road primary school gate',
      dropoffLocation: 'Our house, 22 Linden Avenue',
      driverId: memberId('demo'),
      vehicleDetails: 'Grey people carrier, 7 seats',
      availableSeats: 6,
      passengers: [
        { passengerName: 'Ava Thompson', passengerContact: '555-410-2276', pickupTime: '13:30' },
        { passengerName: 'Zara Ahmed', pickupTime: '13:40' },
      ],
    },
  ];
  for (const { passengers, ...carpool } of carpools) {
    const created = await api.expectOk('POST', '/api/carpools', carpool);
    for (const passenger of passengers)
      await api.expectOk('POST', '/api/carpool-passengers', { carpoolId: created.id, ...passenger });
  }
  return { events: Object.keys(ids).length, guests: guests.length, carpools: carpools.length };
}

async function seedShopping({ api, listOf }) {
  if (listOf(await api.expectOk('GET', '/api/shopping-items?limit=1')).length > 0) return 0;
  const items = [
    { name: 'Semi-skimmed milk', quantity: '4 pints', category: 'Dairy', estimatedPrice: 1.65 },
    { name: 'Free-range eggs', quantity: 'a dozen', category: 'Dairy', estimatedPrice: 3.2 },
    { name: 'Bananas', quantity: '6', category: 'Produce', estimatedPrice: 1.1 },
    { name: 'Cherry tomatoes', quantity: '2 punnets', category: 'Produce', estimatedPrice: 2.5 },
    { name: 'Wholemeal bread', quantity: '1 loaf', category: 'Bakery', estimatedPrice: 1.45 },
    { name: 'Chicken thighs', quantity: '1 kg', category: 'Meat & Fish', estimatedPrice: 5.5 },
    { name: 'Pasta shells', quantity: '500 g', category: 'Pantry', estimatedPrice: 0.95 },
    { name: 'Pizza bases for the party', quantity: '8', category: 'Bakery', estimatedPrice: 6 },
    { name: 'Birthday candles', quantity: '1 pack', category: 'Other', estimatedPrice: 1.5 },
    { name: 'Frozen peas', quantity: '1 bag', category: 'Frozen', estimatedPrice: 1.3 },
    { name: 'Washing-up liquid', category: 'Household', estimatedPrice: 1.8 },
    { name: 'Toothpaste', quantity: '2', category: 'Personal care', estimatedPrice: 3, completed: true },
    { name: 'Orange juice', quantity: '2 litres', category: 'Drinks', estimatedPrice: 2.4, completed: true },
  ];
  for (const item of items) await api.expectOk('POST', '/api/shopping-items', item);
  return items.length;
}

async function seedMessages({ api, as, listOf }) {
  if (listOf(await api.expectOk('GET', '/api/messages?limit=1')).length > 0) return 0;
  const messages = [
    ['sam', 'Can someone take Leo to football on Thursday? I have a late meeting.'],
    ['demo', 'I can. Leo, bag by the door at 4:45 please!'],
    ['leo', 'ok 👍 can Oliver come in our car to the gala too?'],
    ['sam', 'Yes — I added him to the carpool, pick-up 08:20.'],
    ['mia', 'Who is coming to my party?? 🎉'],
    ['demo', 'Six so far, check the guest list on the calendar. Grandma is bringing her lemon cake.'],
    ['mia', 'Yay!!'],
    ['sam', 'Shopping list has the party things on it — I will do the big shop on Saturday.'],
  ];
  for (const [username, content] of messages) {
    const client = await as(username);
    await client.expectOk('POST', '/api/messages', { content });
  }
  return messages.length;
}

async function seedVacations({ api, memberId, day, listOf }) {
  if (listOf(await api.expectOk('GET', '/api/vacations')).length > 0) return 0;
  const lake = await api.expectOk('POST', '/api/vacations', {
    title: 'Summer at the lake',
    destination: 'Lake Windermere, Lake District',
    startDate: day(45),
    endDate: day(52),
    description: 'A week in the cabin: kayaks, walks and the steam railway.',
  });
  const packing = [
    { name: 'Walking boots', category: 'clothing', quantity: 4 },
    { name: 'Swimsuits', category: 'clothing', quantity: 4 },
    { name: 'Rain jackets', category: 'clothing', quantity: 4, isPacked: true },
    { name: 'Sun cream', category: 'toiletries', quantity: 2, assignedToId: memberId('sam') },
    { name: 'Phone chargers', category: 'electronics', quantity: 3, assignedToId: memberId('leo') },
    {
      name: 'Cabin booking confirmation',
      category: 'documents',
      quantity: 1,
      assignedToId: memberId('demo'),
    },
    { name: 'First-aid kit', category: 'essentials', quantity: 1 },
    { name: 'Board games', category: 'other', quantity: 2, assignedToId: memberId('mia') },
  ];
  for (const { isPacked, ...item } of packing) {
    const created = await api.expectOk('POST', '/api/vacation-packing-items', {
      vacationId: lake.id,
      ...item,
    });
    if (isPacked)
      await api.expectOk('PATCH', `/api/vacation-packing-items/${created.id}`, { isPacked: true });
  }
  const itinerary = [
    {
      title: 'Drive up and check in',
      date: day(45),
      location: 'Fell View Cabins, Bowness',
      cost: 840,
      bookingReference: 'FVC-20931',
      notes: 'Keys in the lockbox after 3 pm.',
    },
    { title: 'Kayak taster session', date: day(47), location: 'Lakeside Watersports', cost: 96 },
    {
      title: 'Steam railway',
      date: day(49),
      location: 'Haverthwaite station',
      cost: 42,
      bookingReference: 'LHR-5521',
    },
  ];
  for (const item of itinerary)
    await api.expectOk('POST', '/api/vacation-itinerary', { vacationId: lake.id, ...item });
  await api.expectOk('POST', '/api/vacations', {
    title: 'Half-term with Grandma',
    destination: 'Brighton',
    startDate: day(-40),
    endDate: day(-36),
    description: 'Pier, fish and chips, and the aquarium.',
    isActive: false,
  });
  return 2;
}

async function seedContacts({ api, listOf }) {
  if (listOf(await api.expectOk('GET', '/api/emergency-contacts')).length > 0) return 0;
  const contacts = [
    {
      name: 'Grandma Rosa',
      relationship: 'Grandmother',
      phoneNumber: '555-201-4478',
      email: 'rosa.rivera@example.com',
      address: '3 Harbour Lane, Brighton',
      notes: 'Has a spare key to the house.',
    },
    {
      name: 'Dr. Priya Patel',
      relationship: 'Family doctor',
      phoneNumber: '555-123-4567',
      alternatePhone: '555-123-4500',
      address: 'Linden Medical Centre, 40 High Street',
      notes: 'Out of hours: call the surgery number and press 2.',
    },
    {
      name: 'Helen Brooks',
      relationship: 'Neighbour',
      phoneNumber: '555-310-9920',
      notes: "Oliver's mum, number 24. Can collect the children in a pinch.",
    },
    { name: 'Elm Road Primary School', relationship: 'School office', phoneNumber: '555-600-1200' },
  ];
  for (const contact of contacts) await api.expectOk('POST', '/api/emergency-contacts', contact);
  return contacts.length;
}

export async function seed(ctx) {
  const tasks = await seedTasks(ctx);
  const calendar = await seedCalendar(ctx);
  const shopping = await seedShopping(ctx);
  const messages = await seedMessages(ctx);
  const vacations = await seedVacations(ctx);
  const contacts = await seedContacts(ctx);
  return (
    `${tasks} tasks, ${calendar.events} events (${calendar.guests} party guests, ${calendar.carpools} carpools), ` +
    `${shopping} shopping items, ${messages} messages, ${vacations} vacations, ${contacts} emergency contacts`
  );
}
