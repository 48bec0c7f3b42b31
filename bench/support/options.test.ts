import { describe, expect, it } from 'vitest';

import { readOptions, SECTIONS } from './options.js';

describe('bench options', () => {
  it('runs every section at full size by default, on its own stack at offset 50', () => {
    expect(readOptions([], {})).toMatchObject({
      sections: [...SECTIONS],
      runners: 1000,
      openingSeconds: 60,
      lighthouseRuns: 3,
      scaleRegistrations: 100_000,
      raceDayRunners: 30_000,
      searchRegistrations: 30_000,
      checkInsPerDevice: 200,
      listeners: 500,
      baseUrl: null,
      portOffset: 50,
      apiVia: 'instance',
    });
  });

  it('makes a smoke run small', () => {
    expect(readOptions(['--smoke'], {})).toMatchObject({
      runners: 50,
      openingSeconds: 5,
      lighthouseRuns: 1,
      scaleRegistrations: 1000,
      listeners: 50,
    });
  });

  it('infers the port offset of a running stack from its URL', () => {
    expect(readOptions(['--base-url', 'http://127.0.0.1:5020/'], {})).toMatchObject({
      baseUrl: 'http://127.0.0.1:5020',
      portOffset: 20,
    });
  });

  it('runs the participant search alone, at the size asked', () => {
    expect(readOptions(['--only', 'participant-search', '--search', '5000'], {})).toMatchObject({
      sections: ['participant-search'],
      searchRegistrations: 5000,
    });
  });

  it('runs the payments section after the api section, whose unlimited burst it compares with', () => {
    expect(readOptions(['--only', 'payments,api', '--runners', '200'], {})).toMatchObject({
      sections: ['api', 'payments'],
      runners: 200,
    });
  });

  it('refuses an unknown section by name', () => {
    expect(() => readOptions(['--only', 'web,speed'], {})).toThrow(/"speed"/u);
  });
});
