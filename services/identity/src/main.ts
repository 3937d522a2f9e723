import { runService } from '@familyhub/server-kit';
import { createApp } from './app';
import { databaseOptions } from './database';

runService({ name: 'identity', database: databaseOptions, createApp });
