import { runService } from '@familyhub/server-kit';
import { createApp } from './app';
import { databaseOptions } from './database';

runService({ name: 'wellness', database: databaseOptions, createApp });
