// A participant's answers as the organiser reads them (docs/registration.md): one line per question
// answered, in the race's order and under its current label; an answer to a question since removed
// keeps its id as its name (it stays stored); the date of birth last.
import type { Participant, Question } from '@run/contract/domain/api-types';

export interface AnswerLine {
  label: string;
  value: string;
}

const shown = (value: string | number | boolean) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);

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
    ? [...lines, { label: 'Date of birth', value: participant.dateOfBirth }]
    : lines;
}
