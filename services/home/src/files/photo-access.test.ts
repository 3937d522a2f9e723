import type { Caller } from '@familyhub/server-kit';
import { PNG_BYTES } from '@familyhub/server-kit/testing';
import { reach, setupHomeApi } from '../testing/home-api';
import { HOME_UPLOAD_FORBIDDEN } from './home-files';

// Issue #28 item 2: a home photo is read exactly by those who may read the pet or recipe holding it.
const FAMILY = 9701;
const parent: Caller = { userId: 171, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 172, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 181, familyId: 9702, role: 'admin', plan: 'annual' };

const { as, families } = setupHomeApi();

beforeAll(() => {
  families.set(FAMILY, [reach(parent, 'Pat'), reach(child, 'Kim')]);
  families.set(stranger.familyId, [reach(stranger, 'Lee')]);
});

describe('home photos follow their pets', () => {
  it("serves a pet's photo to the whole family and to no other, and an unheld one to its uploader only", async () => {
    const photo = await as(parent).post('/api/home/files?use=photo').attach('file', PNG_BYTES, 'rex.png');
    expect(photo.status).toBe(201);
    const url = photo.body.fileUrl as string;
    await as(child).get(url).expect(404);
    await as(parent).get(url).expect(200);
    await as(parent).post('/api/pets').send({ name: 'Rex', type: 'dog', imageUrl: url }).expect(201);
    await as(child).get(url).expect(200);
    await as(stranger).get(url).expect(404);
  });

  it('refuses a photo upload from a child, who cannot add pets or recipes (403)', async () => {
    const res = await as(child)
      .post('/api/home/files?use=photo')
      .attach('file', PNG_BYTES, 'cat.png')
      .expect(403);
    expect(res.body).toEqual({ error: 'forbidden', message: HOME_UPLOAD_FORBIDDEN });
  });
});
