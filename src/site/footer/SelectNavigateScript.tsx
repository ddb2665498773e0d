/**
 * Choosing an option in a `select[data-navigate]` goes to its address (docs/page.md). A plain inline
 * script rather than a React island: it works from first paint, not after hydration, and costs a
 * few hundred bytes. Listeners sit on the document, so they find the select wherever it renders.
 *
 * Keyboard: on a closed select, desktop Chromium fires `change` on every arrow or letter key,
 * so a change that happens while a key is down only moves the choice, and Enter goes there
 * (WCAG 3.2.2). Picking with a pointer, or committing a touch device's picker, goes at once.
 * The option the server marked `selected` is the current page: choosing it goes nowhere, and a
 * page restored from the back/forward cache shows it again.
 */
const script = `(()=>{var d=document,q='select[data-navigate]',k=0;
function s(e){var t=e.target;return t&&t.matches&&t.matches(q)?t:null}
function go(t){var o=t.options[t.selectedIndex];if(o&&o.value&&!o.defaultSelected)location.assign(o.value)}
d.addEventListener('keydown',function(e){var t=s(e);if(!t)return;if(e.key==='Enter'){e.preventDefault();go(t)}else k=1},true);
d.addEventListener('keyup',function(){k=0},true);
d.addEventListener('pointerdown',function(){k=0},true);
d.addEventListener('change',function(e){var t=s(e);if(t&&!k)go(t)});
addEventListener('pageshow',function(e){if(e.persisted)d.querySelectorAll(q).forEach(function(t){for(var i=0;i<t.options.length;i++)t.options[i].selected=t.options[i].defaultSelected})})})()`

export function SelectNavigateScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own, no visitor input.
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
