// The Digital Backpack's list as a family's documents grow (issue #11: the first page at 5,000 documents in one
// family, p95 ≤ 50 ms through the gateway). Every document points at one uploaded PDF: the list never reads files.
import { startPlatform, signedInClient } from './lib/platform.mjs';
import { load } from './lib/stats.mjs';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
const TYPES = ['permission_slip', 'report_card', 'medical', 'homework', 'other'];

function dayFromNow(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function upload(baseUrl, cookie) {
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'bench.pdf');
  const res = await fetch(`${baseUrl}/api/upload`, {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'FamilyHub' },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function schoolBench(platform) {
  const { call, cookie } = await signedInClient(platform.baseUrl, `school${Date.now().toString(36)}`);
  const suffix = Date.now().toString(36);
  const children = [];
  for (const name of ['Ada', 'Ben']) {
    children.push(
      await call('POST', '/api/users', {
        username: `bench_${name.toLowerCase()}_${suffix}`,
        password: 'bench-password-123',
        name,
        role: 'child',
      }),
    );
  }
  const school = await call('POST', '/api/schools', { name: 'Bench Elementary' });
  const year = await call('POST', '/api/school-years', {
    name: 'Bench year',
    startDate: dayFromNow(-100),
    endDate: dayFromNow(200),
    isActive: true,
  });
  const students = [];
  for (const child of children) {
    students.push(
      await call('POST', '/api/students', { childId: child.id, schoolId: school.id, schoolYearId: year.id }),
    );
  }
  const file = await upload(platform.baseUrl, cookie);
  const documentBody = (i) => ({
    studentId: students[i % students.length].id,
    title: `Bench document ${i}`,
    description: i % 3 === 0 ? `Please sign and return, note ${i}` : null,
    documentType: TYPES[i % TYPES.length],
    dueDate: i % 2 === 0 ? dayFromNow((i % 60) - 10) : null,
    fileUrl: file.fileUrl,
  });

  console.log(
    '\nGrowth: the Digital Backpack as one family keeps more documents (first page of 50, through the gateway)',
  );
  const rows = {};
  let have = 0;
  for (const size of [1000, 5000]) {
    while (have < size) {
      await Promise.all(
        Array.from({ length: 8 }, () => call('POST', '/api/school-documents', documentBody(have++))),
      );
    }
    const options = { total: 200, concurrency: 10 };
    // The same trip through the gateway for a one-row list: what the machine costs before any document is read.
    const baseline = await load(() => call('GET', '/api/schools'), options);
    const all = await load(() => call('GET', '/api/school-documents?limit=50'), options);
    const action = await load(
      () => call('GET', '/api/school-documents?view=action-required&limit=50'),
      options,
    );
    const summary = await load(
      () => call('GET', `/api/school-documents/summary?today=${dayFromNow(0)}`),
      options,
    );
    const search = await load(() => call('GET', '/api/school-documents?search=sign&limit=50'), {
      total: 50,
      concurrency: 4,
    });
    rows[`${size} documents: baseline (GET /api/schools, 1 row)`] = {
      p50: baseline.p50,
      p95: baseline.p95,
      perSecond: baseline.perSecond,
    };
    rows[`${size} documents: All Documents, first page`] = {
      p50: all.p50,
      p95: all.p95,
      perSecond: all.perSecond,
    };
    rows[`${size} documents: Action Required, first page`] = {
      p50: action.p50,
      p95: action.p95,
      perSecond: action.perSecond,
    };
    rows[`${size} documents: badge + banner summary`] = {
      p50: summary.p50,
      p95: summary.p95,
      perSecond: summary.perSecond,
    };
    rows[`${size} documents: search (encrypted descriptions)`] = {
      p50: search.p50,
      p95: search.p95,
      perSecond: search.perSecond,
    };
  }
  console.table(rows);
  console.log('Budget (issue #11): the first page p95 ≤ 50 ms at 5,000 documents.');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const platform = await startPlatform();
  try {
    await schoolBench(platform);
  } finally {
    await platform.stop();
  }
}
