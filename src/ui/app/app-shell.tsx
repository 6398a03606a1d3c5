/**
 * What a first visit shows while the code and the start-up's data load: the header's
 * bar with the logo, where the header will stand, instead of a blank page. index.html holds the
 * same markup, which paints as soon as the document and its styles arrive; the router shows
 * this until the first page is ready, so the one replaces the other unseen. Its class names
 * are styled in index.html (tests/ui/app/app-shell.test.tsx keeps the two alike).
 */
export function AppShell() {
  return (
    <div className="app-shell" aria-busy="true">
      <div className="app-shell-bar">
        <span className="app-shell-logo">Lera</span>
      </div>
    </div>
  );
}
