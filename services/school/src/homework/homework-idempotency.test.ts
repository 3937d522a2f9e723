import type { Homework, HomeworkPage, Student } from '@familyhub/contracts';
import { setupSchoolApi, TestFamily } from '../testing/school-api';

// A homework added on a bad connection and sent again (issue #31): the same add, the same Idempotency-Key.
const rivera = new TestFamily(1);
const parent = rivera.add(11, 'Sam', 'parent');
const mia = rivera.add(12, 'Mia', 'child');

const api = setupSchoolApi([rivera]);
let miaStudent: Student;

beforeAll(async () => {
  [miaStudent] = (await api.enrolAtOneSchool(parent, [mia.userId])).students;
});

it('adds homework once when the add is sent twice with one Idempotency-Key', async () => {
  const add = () =>
    api.as(parent).post('/api/homework').set('Idempotency-Key', 'homework-add-1').send({
      studentId: miaStudent.id,
      subject: 'Math',
      title: 'Fractions worksheet',
      dueDate: '2099-03-10',
    });
  const first = await add().expect(201);
  const again = await add().expect(201);

  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.body).toEqual(first.body);
  const page = (await api.as(parent).get('/api/homework').expect(200)).body as HomeworkPage;
  expect(page.items.filter((item) => item.title === 'Fractions worksheet').map((item) => item.id)).toEqual([
    (first.body as Homework).id,
  ]);
});
