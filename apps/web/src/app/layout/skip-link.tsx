/** The first stop of the keyboard on every page: past the header to the page's own content (`#main-content`). */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="fixed top-2 left-2 z-50 -translate-y-20 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-lg outline-none focus:translate-y-0 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      Skip to main content
    </a>
  );
}
