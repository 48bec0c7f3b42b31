// The page arrives painted from HTML (scripts/prerender-plugin.ts) a moment before the app takes it
// over. A tap on a button in that moment (the menu, Login on the login form) would do nothing, and a
// form would fall back to a native GET that reloads the page and drops what was typed. So until the
// app has taken over, the last tapped button is held and tapped again once the app is live; links work
// as usual. Forms never submit natively: RUN's forms are all handled by script. A choice made in a
// <select> (the language switcher) is held the same way: the app would otherwise put back the value
// it renders, and the choice would be lost.
let live = false;
let held: HTMLElement | null = null;
let heldChoice: { select: HTMLSelectElement; value: string } | null = null;

/** Must run before React attaches its listeners to `root`, so this listener comes first. */
export function holdEarlyInput(root: HTMLElement): void {
  root.addEventListener(
    'click',
    (event) => {
      if (live || !(event.target instanceof Element)) return;
      const button = event.target.closest<HTMLElement>('button, input[type="submit"]');
      if (!button) return;
      // Swallowed whole: React, once hydrating, would otherwise replay this same tap itself, and the
      // replay below would undo it (a toggle pressed twice).
      event.preventDefault();
      event.stopImmediatePropagation();
      held = button;
    },
    { capture: true },
  );
  root.addEventListener('submit', (event) => event.preventDefault(), { capture: true });
  root.addEventListener(
    'change',
    (event) => {
      if (live || !(event.target instanceof HTMLSelectElement)) return;
      // Swallowed, as a tap is: chosen again below once the app is live, and only then.
      event.stopImmediatePropagation();
      heldChoice = { select: event.target, value: event.target.value };
    },
    { capture: true },
  );
}

/** Called once the app has committed its first render into #root. */
export function releaseEarlyInput(): void {
  if (live) return;
  live = true;
  const button = held;
  held = null;
  // After the state updates of that first commit (e.g. typed text handed to the form, see
  // AuthField) have rendered, so the handler sees them. A button the app replaced is gone: dropped.
  if (button) setTimeout(() => button.isConnected && button.click(), 50);
  const choice = heldChoice;
  heldChoice = null;
  if (choice)
    setTimeout(() => {
      if (!choice.select.isConnected) return;
      choice.select.value = choice.value;
      choice.select.dispatchEvent(new Event('change', { bubbles: true }));
    }, 50);
}
