import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { sql } from 'drizzle-orm';
import type { DigestAnswer, DigestSection } from '@familyhub/contracts';
import type { Caller, Tracing } from '@familyhub/server-kit';
import { registerTracing } from '@familyhub/server-kit/testing';
import { setupSchoolApi, TestFamily } from '../testing/school-api';

const rivera = new TestFamily(1);
const parent = rivera.add(11, 'Sam', 'parent');
const mia = rivera.add(12, 'Mia', 'child');
const leo = rivera.add(13, 'Leo', 'child');
const other = new TestFamily(2);
const stranger = other.add(20, 'Lee', 'admin');
const kai = other.add(21, 'Kai', 'child');

const api = setupSchoolApi([rivera, other]);

// 10 March 2099 in Paris (UTC+1): the daily digest's window is that local day.
const day = { from: '2099-03-09T23:00:00.000Z', to: '2099-03-10T23:00:00.000Z', timeZone: 'Europe/Paris' };

// Every statement the service sends is a span (server-kit tracing): how many one request costs.
const spans = new InMemorySpanExporter();
let tracing: Tracing;
beforeAll(() => {
  tracing = registerTracing('school-digest-test', new SimpleSpanProcessor(spans));
});
afterAll(() => tracing.shutdown());
const statementsSent = () =>
  spans
    .getFinishedSpans()
    .filter((span) => span.kind === SpanKind.CLIENT && span.attributes['db.namespace'] === 'school').length;

async function digest(families: number[], window = day) {
  const res = await api
    .as(null)
    .post('/internal/digest')
    .send({ families: families.map((familyId) => ({ familyId, ...window })) })
    .expect(200);
  return res.body as DigestAnswer;
}

const schoolSection = (answer: DigestAnswer, familyId: number): DigestSection | undefined =>
  answer.families.find((f) => f.familyId === familyId)?.sections.find((s) => s.key === 'school');

async function addHomework(by: Caller, body: Record<string, unknown>): Promise<{ id: number }> {
  return (await api.as(by).post('/api/homework').send(body).expect(201)).body as { id: number };
}

async function addDocument(by: Caller, body: Record<string, unknown>): Promise<{ id: number }> {
  const fileUrl = await api.uploadPdf(by);
  return (
    await api
      .as(by)
      .post('/api/school-documents')
      .send({ fileUrl, fileType: 'application/pdf', fileSize: 1, ...body })
      .expect(201)
  ).body as { id: number };
}

async function addEvent(by: Caller, body: Record<string, unknown>): Promise<{ id: number }> {
  return (await api.as(by).post('/api/school-events').send(body).expect(201)).body as { id: number };
}

let miaStudentId: number;

describe('POST /internal/digest (school)', () => {
  it("lists each family's open homework, school events and documents due in its window, and nothing else", async () => {
    const { schoolId, students } = await api.enrolAtOneSchool(parent, [mia.userId, leo.userId]);
    const [miaStudent, leoStudent] = students;
    miaStudentId = miaStudent.id;
    const fractions = await addHomework(parent, {
      studentId: miaStudent.id,
      subject: 'Maths',
      title: 'Fractions worksheet',
      dueDate: '2099-03-10',
    });
    const finished = await addHomework(parent, {
      studentId: leoStudent.id,
      subject: 'Reading',
      title: 'Chapter 3',
      dueDate: '2099-03-10',
    });
    await api.as(leo).post(`/api/homework/${finished.id}/complete`).send({ completed: true }).expect(200);
    await addHomework(parent, {
      studentId: miaStudent.id,
      subject: 'Art',
      title: 'Collage',
      dueDate: '2099-03-11',
    });
    await addHomework(parent, {
      studentId: miaStudent.id,
      subject: 'Art',
      title: 'Sketch',
      dueDate: '2099-03-09',
    });

    const zooTrip = await addEvent(parent, {
      schoolId,
      title: 'Zoo trip',
      startDate: '2099-03-10',
      allDay: false,
      startTime: '09:30',
    });
    const bookFair = await addEvent(parent, {
      schoolId,
      title: 'Book fair',
      startDate: '2099-03-08',
      endDate: '2099-03-12',
    });
    await addEvent(parent, { schoolId, title: 'Spring concert', startDate: '2099-03-20' });

    const slip = await addDocument(parent, {
      studentId: miaStudent.id,
      title: 'Zoo trip',
      documentType: 'permission_slip',
      dueDate: '2099-03-10',
    });
    const returned = await addDocument(parent, {
      studentId: leoStudent.id,
      title: 'Photo consent',
      documentType: 'permission_slip',
      dueDate: '2099-03-10',
    });
    await api.as(parent).post(`/api/school-documents/${returned.id}/submit`).send({}).expect(200);
    await addDocument(parent, {
      studentId: leoStudent.id,
      title: 'Term report',
      documentType: 'report_card',
    });

    const elsewhere = await api.enrolAtOneSchool(stranger, [kai.userId]);
    const essay = await addHomework(stranger, {
      studentId: elsewhere.students[0].id,
      subject: 'History',
      title: 'Essay',
      dueDate: '2099-03-10',
    });

    const answer = await digest([1, 2, 3]);
    expect(answer.families.map((f) => f.familyId)).toEqual([1, 2, 3]);
    expect(schoolSection(answer, 1)).toEqual({
      key: 'school',
      more: 0,
      items: [
        {
          text: 'Maths: Fractions worksheet',
          when: '2099-03-10',
          userIds: [mia.userId],
          link: `/homework?focus=${fractions.id}`,
        },
        {
          text: 'Book fair',
          when: '2099-03-10',
          userIds: null,
          link: `/school-calendar?focus=${bookFair.id}`,
        },
        {
          text: 'Permission slip: Zoo trip',
          when: '2099-03-10',
          userIds: null,
          link: `/documents?focus=${slip.id}`,
        },
        {
          text: 'Zoo trip',
          when: '2099-03-10T08:30:00.000Z',
          userIds: null,
          link: `/school-calendar?focus=${zooTrip.id}`,
        },
      ],
    });
    expect(schoolSection(answer, 2)?.items).toEqual([
      {
        text: 'History: Essay',
        when: '2099-03-10',
        userIds: [kai.userId],
        link: `/homework?focus=${essay.id}`,
      },
    ]);
    expect(answer.families[2].sections).toEqual([]);

    // The week from the 11th: the collage and the book fair's last days; the concert is later, the rest past.
    const week = await digest([1], {
      from: '2099-03-10T23:00:00.000Z',
      to: '2099-03-17T23:00:00.000Z',
      timeZone: 'Europe/Paris',
    });
    expect(schoolSection(week, 1)?.items.map((i) => i.text)).toEqual(['Art: Collage', 'Book fair']);
  });

  it("leaves out a former member's homework and documents (an inactive enrolment)", async () => {
    await api.as(parent).patch(`/api/students/${miaStudentId}`).send({ status: 'inactive' }).expect(200);
    const answer = await digest([1]);
    expect(schoolSection(answer, 1)?.items.map((i) => i.text)).toEqual(['Book fair', 'Zoo trip']);
    await api.as(parent).patch(`/api/students/${miaStudentId}`).send({ status: 'active' }).expect(200);
  });

  it('answers 200 families in one call with three statements', async () => {
    const families = Array.from({ length: 200 }, (_, i) => 1000 + i);
    await api.rows(sql`
      with f as (select family_id from unnest(${sql.raw(`array[${families.join(',')}]`)}::int[]) as f(family_id)),
      s as (insert into school.schools (family_id, name) select family_id, 'School ' || family_id from f returning id, family_id),
      y as (
        insert into school.school_years (family_id, name, start_date, end_date, is_active)
        select family_id, '2098–2099', '2098-09-01', '2099-06-30', true from f returning id, family_id
      ),
      st as (
        insert into school.students (family_id, child_id, school_id, school_year_id)
        select s.family_id, s.family_id * 10, s.id, y.id from s join y using (family_id) returning id, family_id
      )
      insert into school.homework (family_id, student_id, subject, title, due_date)
      select family_id, id, 'Maths', 'Sums of ' || family_id, d::date
      from st, unnest(array['2099-03-10', '2099-03-11']) as d
    `);
    spans.reset();
    const answer = await digest(families);
    expect(statementsSent()).toBe(3);
    expect(answer.families).toHaveLength(200);
    for (const familyId of families) {
      expect(schoolSection(answer, familyId)?.items).toEqual([
        expect.objectContaining({
          text: `Maths: Sums of ${familyId}`,
          when: '2099-03-10',
          userIds: [familyId * 10],
        }),
      ]);
    }
  });

  it('is refused to a member or a service acting for a family, and checks its body', async () => {
    await api
      .as(parent)
      .post('/internal/digest')
      .send({ families: [{ familyId: 1, ...day }] })
      .expect(403);
    await api
      .as({ service: 'identity', familyId: 1 })
      .post('/internal/digest')
      .send({ families: [{ familyId: 1, ...day }] })
      .expect(403);
    const bad = await api
      .as(null)
      .post('/internal/digest')
      .send({ families: [{ familyId: 'one', from: 'yesterday' }] })
      .expect(400);
    expect(bad.body.error).toBe('validation_failed');
  });
});
