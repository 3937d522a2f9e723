import { describeServiceFrame } from '@familyhub/server-kit/testing';
import { createApp } from './app';
import { databaseOptions } from './database';

describeServiceFrame({ name: 'school', database: databaseOptions, createApp });
