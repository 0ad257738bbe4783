/**
 * The docs sidebar's fold buttons (`docs.hideableSidebar`): "Collapse sidebar" folds it to a thin strip, the
 * strip's button opens it again. The state is an attribute on <html>, so it holds across page swaps as
 * Docusaurus's holds across its client-side navigation.
 */

/** Wire the buttons (document-level, once; they are looked up per click, so page swaps do not matter). */
export function initSidebarFold(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('[data-sidebar-fold]');
    if (!button) return;
    document.documentElement.toggleAttribute(
      'data-sidebar-folded',
      button.getAttribute('data-sidebar-fold') === 'hide',
    );
  });
}
