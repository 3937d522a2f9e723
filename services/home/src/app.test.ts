import { familyMembersOf } from '@familyhub/server-kit';
import { describeServiceFrame } from '@familyhub/server-kit/testing';
import { createApp } from './app';
import { databaseOptions } from './database';

// Identity's member directory is not running here: an empty family stands in for it.

describeServiceFrame({
  name: 'home',
  database: databaseOptions,
  createApp: (options) => createApp({ ...options, members: familyMembersOf(async () => []) }),
});
