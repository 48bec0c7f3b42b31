// The shell: skip link, fixed header, the routed page, footer, and the popup host.
import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { SkipLink } from '@/components/layout/skip-link';
import { PopupHost } from '@/components/ui/popup';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position.
          min-h-screen keeps the footer below the fold while a screen loads: otherwise the footer
          shows under a spinner or skeletons and jumps down when the content arrives (CLS). */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <Footer />
      <PopupHost />
      <ScrollRestorationKeepingTakeover />
    </div>
  );
}

/** Where the visitor was when the app took the page over (read in the commit, before the reset). */
let takenOverAt = 0;

function NoteScroll() {
  useLayoutEffect(() => {
    takenOverAt = window.scrollY;
  }, []);
  return null;
}

function KeepScroll() {
  useLayoutEffect(() => {
    if (takenOverAt > 0) window.scrollTo(0, takenOverAt);
  }, []);
  return null;
}

/**
 * React Router's ScrollRestoration, except on the app's first commit. A prerendered page can be
 * scrolled before the app takes it over, and ScrollRestoration's first commit, finding no saved
 * position, scrolled to the top: the visitor lost their place, and a tap begun on a footer link
 * landed on whatever was at the top (a tap on a phone is pointerdown, then mousedown and click a
 * moment later). Sibling layout effects run in order within one commit, so NoteScroll reads the
 * position just before ScrollRestoration resets it and KeepScroll puts it back, before anything is
 * painted. Keyed by path: a fresh load has no history key of its own ("default"), so the default
 * keying would restore another page's position into this one.
 */
function ScrollRestorationKeepingTakeover() {
  return (
    <>
      <NoteScroll />
      <ScrollRestoration getKey={(location) => location.pathname} />
      <KeepScroll />
    </>
  );
}
