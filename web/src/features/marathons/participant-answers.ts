// A participant's answers as the organiser reads them (docs/registration.md): one line per question
// answered, in the race's order and under its current label; an answer to a question since removed
// keeps its id as its name (it stays stored); the date of birth last.
import { msg } from '@lingui/core/macro';
import type { Participant, Question } from '@run/contract/domain/api-types';

import { i18n } from '@/lib/i18n';

export interface AnswerLine {
  label: string;
  value: string;
}

// Put in the language shown when the organiser's table renders the lines.
const shown = (value: string | number | boolean) =>
  typeof value === 'boolean' ? i18n._(value ? msg`Yes` : msg`No`) : String(value);

export function answerLines(
  questions: readonly Pick<Question, 'id' | 'label'>[],
  participant: Pick<Participant, 'answers' | 'dateOfBirth'>,
): AnswerLine[] {
  const answers = participant.answers;
  const asked = new Set(questions.map((q) => q.id));
  const lines = [
    ...questions.flatMap((q) =>
      q.id in answers ? [{ label: q.label, value: shown(answers[q.id] ?? '') }] : [],
    ),
    ...Object.entries(answers)
      .filter(([id]) => !asked.has(id))
      .map(([id, value]) => ({ label: id, value: shown(value) })),
  ];
  return participant.dateOfBirth
    ? [...lines, { label: i18n._(msg`Date of birth`), value: participant.dateOfBirth }]
    : lines;
}
