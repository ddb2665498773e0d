import { TIMING } from '@/lib/constants'

/**
 * Entrance animations (SPEC §4): a section animates once when it enters the viewport, by the
 * spec's -30 px threshold; sections already in view at load animate at once. Plain inline script,
 * no React island: it only toggles data attributes that CSS animates. Without the script, under
 * reduced motion, or on a phone when the section opts out, everything simply shows.
 */
const script = `(()=>{var d=document,w=window,els=d.querySelectorAll('[data-animation]');
if(!('IntersectionObserver'in w)||w.matchMedia('(prefers-reduced-motion: reduce)').matches)return;
var io=new IntersectionObserver(function(es){es.forEach(function(e){if(e.isIntersecting){e.target.setAttribute('data-revealed','');io.unobserve(e.target)}})},{rootMargin:'0px 0px ${TIMING.inViewportThreshold}px 0px'});
els.forEach(function(el){if(el.hasAttribute('data-no-mobile')&&w.innerWidth<${768})return;el.setAttribute('data-reveal','');io.observe(el)})})()`

export function RevealScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own, no visitor input.
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
