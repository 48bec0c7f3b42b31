import { Trans } from '@lingui/react/macro';

/** The first tab stop: jumps past the header and moves keyboard focus to the page's main content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        // Browsers differ on whether a fragment link moves focus; move it explicitly.
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      className="sr-only z-[60] rounded-lg bg-rose-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
