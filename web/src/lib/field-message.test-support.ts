// A form's field as a screen reader meets it: what it says after the name (the text of the field's
// aria-describedby targets: its hint, a translation's original, its message), and a refused submit
// that stops on the field with its message.
import { expect } from 'vitest';

export function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The submit was refused at `field`: it has the focus, and its description says `message`. */
export function expectStoppedAt(field: HTMLElement, message: string) {
  expect(document.activeElement).toBe(field);
  expect(description(field)).toContain(message);
}
