// School's part of the demo fortnight: Lincoln Elementary and Roosevelt Middle, this school year, Mia and Leo as
// students, a Digital Backpack with a permission slip due soon (made a family task), a report card and a
// submitted form, a week of homework (one done, one checked by a parent), school events and two weekly activities.

/** A one-page PDF: enough for the server to recognise the type from its bytes and for a browser to show it. */
function pdfOf(text) {
  const body = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function schoolYearAround(today) {
  const [year, month] = today.split('-').map(Number);
  const start = month >= 8 ? year : year - 1;
  return { name: `${start}–${start + 1}`, startDate: `${start}-08-25`, endDate: `${start + 1}-06-30` };
}

async function seedSchools({ api, listOf, memberId, day }) {
  let schools = listOf(await api.expectOk('GET', '/api/schools'));
  if (schools.length === 0) {
    for (const school of [
      {
        name: 'Lincoln Elementary',
        address: '400 Maple Avenue',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62704',
        phone: '217-555-0140',
        website: 'https://lincoln.example.org',
      },
      {
        name: 'Roosevelt Middle School',
        address: '12 Oak Street',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62702',
        phone: '217-555-0188',
      },
    ])
      await api.expectOk('POST', '/api/schools', school);
    schools = listOf(await api.expectOk('GET', '/api/schools'));
  }
  let years = listOf(await api.expectOk('GET', '/api/school-years'));
  if (years.length === 0) {
    await api.expectOk('POST', '/api/school-years', { ...schoolYearAround(day(0)), isActive: true });
    years = listOf(await api.expectOk('GET', '/api/school-years'));
  }
  const year = years.find((y) => y.isActive) ?? years[0];
  let students = listOf(await api.expectOk('GET', '/api/students'));
  if (students.length === 0) {
    const [lincoln, roosevelt] = [
      schools.find((s) => s.name === 'Lincoln Elementary'),
      schools.find((s) => s.name === 'Roosevelt Middle School'),
    ];
    await api.expectOk('POST', '/api/students', {
      childId: memberId('mia'),
      schoolId: lincoln.id,
      schoolYearId: year.id,
      grade: '4th',
      teacher: 'Ms. Park',
    });
    await api.expectOk('POST', '/api/students', {
      childId: memberId('leo'),
      schoolId: roosevelt.id,
      schoolYearId: year.id,
      grade: '7th',
      teacher: 'Mr. Okafor',
    });
    students = listOf(await api.expectOk('GET', '/api/students'));
  }
  const studentOf = (username) => students.find((s) => s.childId === memberId(username));
  return { mia: studentOf('mia'), leo: studentOf('leo') };
}

async function seedDocuments({ api, listOf, day }, students) {
  if (listOf(await api.expectOk('GET', '/api/school-documents?limit=1')).length > 0) return 0;
  const documents = [
    {
      student: 'mia',
      title: 'Zoo field trip permission slip',
      description: 'Sign and return with $12 for the bus.',
      documentType: 'permission_slip',
      dueDate: day(2),
      task: true,
    },
    {
      student: 'leo',
      title: 'Science fair entry form',
      description: 'Project title and a parent signature.',
      documentType: 'project',
      dueDate: day(0),
    },
    { student: 'mia', title: 'Term 1 report card', documentType: 'report_card', dueDate: null },
    {
      student: 'leo',
      title: 'Flu vaccination consent',
      documentType: 'medical',
      dueDate: day(-3),
      submit: true,
    },
    {
      student: 'leo',
      title: 'Art award certificate',
      description: 'Second place, regional poster contest.',
      documentType: 'award',
      dueDate: null,
    },
  ];
  for (const { student, title, task, submit, ...fields } of documents) {
    const file = await api.upload('/api/upload', pdfOf(title), `${title}.pdf`, 'application/pdf');
    const created = await api.expectOk('POST', '/api/school-documents', {
      ...fields,
      title,
      studentId: students[student].id,
      fileUrl: file.fileUrl,
      fileType: file.fileType,
      fileSize: file.fileSize,
    });
    if (task) await api.expectOk('POST', `/api/school-documents/${created.id}/task`, {});
    if (submit) await api.expectOk('POST', `/api/school-documents/${created.id}/submit`, { submitted: true });
  }
  return documents.length;
}

async function seedHomework({ api, as, listOf, day }, students) {
  if (listOf(await api.expectOk('GET', '/api/homework?limit=1')).length > 0) return 0;
  const items = [
    {
      student: 'mia',
      subject: 'Math',
      title: 'Fractions worksheet (page 12)',
      dueDate: day(1),
      priority: 'high',
    },
    { student: 'mia', subject: 'Reading', title: 'Read chapter 4 of Charlotte’s Web', dueDate: day(3) },
    {
      student: 'mia',
      subject: 'Spelling',
      title: 'Practise this week’s 15 words',
      dueDate: day(-1),
      done: 'mia',
      verified: true,
    },
    {
      student: 'leo',
      subject: 'Science',
      title: 'Volcano poster: label every layer',
      dueDate: day(3),
      priority: 'high',
    },
    {
      student: 'leo',
      subject: 'History',
      title: 'Timeline of the Roman Republic',
      dueDate: day(-2),
      done: 'leo',
    },
    {
      student: 'leo',
      subject: 'French',
      title: 'Vocabulary quiz revision',
      dueDate: day(6),
      priority: 'low',
    },
  ];
  for (const { student, done, verified, ...fields } of items) {
    const created = await api.expectOk('POST', '/api/homework', {
      ...fields,
      studentId: students[student].id,
    });
    if (done)
      await (await as(done)).expectOk('POST', `/api/homework/${created.id}/complete`, { completed: true });
    if (verified) await api.expectOk('POST', `/api/homework/${created.id}/verify`, { verified: true });
  }
  return items.length;
}

async function seedCalendar({ api, listOf, day }, students) {
  if (listOf(await api.expectOk('GET', '/api/school-events?limit=1')).length > 0) return 0;
  const [mia, leo] = [students.mia, students.leo];
  const events = [
    {
      schoolId: mia.schoolId,
      title: 'Zoo field trip',
      startDate: day(4),
      eventType: 'field_trip',
      location: 'City Zoo',
    },
    {
      schoolId: mia.schoolId,
      title: 'Parent–teacher conference',
      startDate: day(6),
      allDay: false,
      startTime: '16:30',
      endTime: '16:50',
      eventType: 'conference',
      reminderDays: 2,
    },
    {
      schoolId: leo.schoolId,
      title: 'Winter concert',
      startDate: day(9),
      allDay: false,
      startTime: '18:00',
      endTime: '19:30',
      eventType: 'performance',
      location: 'Auditorium',
    },
    {
      schoolId: leo.schoolId,
      title: 'Teacher training day (no school)',
      startDate: day(12),
      eventType: 'no_school',
    },
  ];
  for (const event of events) await api.expectOk('POST', '/api/school-events', event);
  await api.expectOk('POST', '/api/extracurricular-activities', {
    studentId: mia.id,
    name: 'Swim team',
    category: 'Sports',
    location: 'Community pool',
    instructor: 'Coach Diaz',
    startDate: day(-30),
    daysOfWeek: ['monday', 'wednesday'],
    startTime: '16:00',
    endTime: '17:00',
    costCents: 4500,
    isPaid: true,
  });
  await api.expectOk('POST', '/api/extracurricular-activities', {
    studentId: leo.id,
    name: 'Chess club',
    category: 'Clubs',
    location: 'Room 12',
    instructor: 'Mr. Okafor',
    startDate: day(-30),
    daysOfWeek: ['friday'],
    startTime: '15:15',
    endTime: '16:15',
    costCents: 2000,
    isPaid: false,
  });
  return events.length;
}

export async function seed(ctx) {
  const students = await seedSchools(ctx);
  const documents = await seedDocuments(ctx, students);
  const homework = await seedHomework(ctx, students);
  const events = await seedCalendar(ctx, students);
  return `2 schools, 2 students, ${documents} documents, ${homework} homework items, ${events} school events`;
}
