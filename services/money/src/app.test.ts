import { describeServiceFrame } from '@familyhub/server-kit/testing';
import { createApp } from './app';
import { databaseOptions } from './database';

describeServiceFrame({ name: 'money', database: databaseOptions, createApp });
