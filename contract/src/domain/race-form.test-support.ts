// Questions the race-form tests of the contract and of the web ask with.
import type { Question } from './api-types.js';

/** A required choice every runner answers, whatever the distance. */
export const shirtSizeQuestion: Question = {
  id: 'size',
  label: 'T-shirt size',
  type: 'choice',
  options: ['S', 'M'],
  required: true,
  distanceIds: null,
};
