import { automaticMessagesSchema } from '@run/contract/domain/messages';
import { describe, expect, it } from 'vitest';

import { TICKED } from '@/components/ui/checkbox-field';

import { automaticInputOf } from './automatic-form';

const values = (over: Partial<Record<string, string>> = {}) => ({
  reminder: TICKED,
  reminderDaysBefore: '3',
  stillWaiting: '',
  stillWaitingCode: '',
  ...over,
});

describe('the automatic messages form’s body', () => {
  it('sends the days only while the reminder is ticked, and no code when it is empty', () => {
    expect(automaticInputOf(values())).toEqual({
      reminderDaysBefore: 3,
      stillWaiting: false,
      stillWaitingCode: null,
    });
    expect(automaticInputOf(values({ reminder: '' })).reminderDaysBefore).toBeNull();
    expect(
      automaticInputOf(values({ stillWaiting: TICKED, stillWaitingCode: ' back10 ' })),
    ).toMatchObject({ stillWaiting: true, stillWaitingCode: ' back10 ' });
  });

  it('leaves an empty or wrong number of days for the schema to name', () => {
    for (const days of ['', '0', '2.5', '31']) {
      const parsed = automaticMessagesSchema.safeParse(
        automaticInputOf(values({ reminderDaysBefore: days })),
      );
      expect(parsed.success, days).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['reminderDaysBefore']);
    }
    const code = automaticMessagesSchema.parse(
      automaticInputOf(values({ stillWaiting: TICKED, stillWaitingCode: ' back10 ' })),
    );
    expect(code.stillWaitingCode).toBe('BACK10');
  });
});
