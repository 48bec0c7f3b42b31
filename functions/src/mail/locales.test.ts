// The mails' catalogues (docs/languages.md, "Mails"): English is exactly the messages in the code
// (messages.ts, extracted), and every other language has each of its messages, no other, none empty,
// each valid ICU MessageFormat with the same placeholders. A message added to messages.ts fails here
// until it is extracted (`npm -w functions run i18n:extract`) and translated.
import { LANGUAGES } from '@run/contract/domain/languages';
import { methodInfo, PAYMENT_METHODS } from '@run/contract/domain/payment-methods';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

import { CATALOGUES } from './i18n.js';
import * as messages from './messages.js';
import type { Message } from './messages.js';

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).id === 'string' &&
  typeof (value as Message).message === 'string';

/** Every message messages.ts exports, however deep. */
function messagesIn(value: unknown): Message[] {
  if (isMessage(value)) return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(messagesIn);
}

/** The names of a message's placeholders ({title}, a plural's or select's value). */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === 'object') {
        for (const [key, choice] of Object.entries(choices)) {
          if (key !== 'offset' && Array.isArray(choice)) walk(choice as CompiledMessage);
        }
      }
    }
  };
  walk(compileMessageOrThrow(text));
  return [...names].sort();
}

/** A select's or plural's cases, by placeholder: a translation keeps each case. */
function cases(text: string): string[] {
  const found: string[] = [];
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string' || !token[2] || typeof token[2] !== 'object') continue;
      const keys = Object.keys(token[2]).filter((k) => k !== 'offset');
      if (token[1] === 'select') found.push(`${token[0]}:${keys.sort().join('|')}`);
      for (const key of keys) {
        const choice = (token[2] as Record<string, unknown>)[key];
        if (Array.isArray(choice)) walk(choice as CompiledMessage);
      }
    }
  };
  walk(compileMessageOrThrow(text));
  return found.sort();
}

const source = messagesIn(messages);

describe('mail catalogues', () => {
  it('name each message once', () => {
    const ids = source.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('hold the code’s English exactly (extracted)', () => {
    const fromCode = Object.fromEntries(source.map((m) => [m.id, m.message]));
    expect(CATALOGUES.en).toEqual(fromCode);
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language} has every message, no other, none empty, each valid ICU with its placeholders`, () => {
      const catalogue = CATALOGUES[language];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(CATALOGUES.en).sort());
      for (const [id, english] of Object.entries(CATALOGUES.en)) {
        const text = catalogue[id] ?? '';
        expect(text, `${language}: ${id}`).not.toBe('');
        expect(placeholders(text), `${language}: ${id}`).toEqual(placeholders(english));
        expect(cases(text), `${language}: ${id}`).toEqual(cases(english));
      }
    });
  }

  it('say a method as the contract does in English', () => {
    for (const method of PAYMENT_METHODS) {
      expect(messages.PAID_BY[method].message).toBe(methodInfo(method).paidBy);
      expect(messages.REFUNDED_TO[method].message).toBe(
        `Hi {firstName}, {total} is refunded to you: it goes back to the ${methodInfo(method).refundsTo} you paid with.`,
      );
    }
  });
});
