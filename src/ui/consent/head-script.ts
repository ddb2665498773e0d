import { COOKIE_CONSENT } from '@/lib/constants'
import { BANNER_ID, CLEAR_COOKIE, CONSENT_ATTRIBUTE, CONSENT_EVENT } from './state'

const json = JSON.stringify
const EXPIRY_MS = COOKIE_CONSENT.expiryDays * 24 * 60 * 60 * 1000

/**
 * Runs in the head before the first paint. Pages are cached for everyone, so the server never
 * sees the cookie: this script reads it (as `initialState` does), clears an invalid value and
 * marks `<html data-consent>`, from which CSS alone shows the banner or the revoke button (no
 * flash, no layout shift). It also answers the banner's buttons (`data-consent-action`: allow,
 * deny, dismiss, revoke) by delegation, writing the cookie as `statusCookie` does, so they work
 * from the first paint, before or without the JavaScript bundle; everything else follows the
 * `consentchange` event it fires. A constant of our own, no visitor input.
 */
export const CONSENT_HEAD_SCRIPT = `(function(){var d=document,w=window,n=navigator,r=d.documentElement,V=${json(COOKIE_CONSENT.values)},C=${json(CLEAR_COOKIE)},p=('; '+d.cookie).split(${json(`; ${COOKIE_CONSENT.cookieName}=`)}),v=p.length<2?null:p.pop().split(';')[0],s=V.indexOf(v)<0?'unanswered':v;
if(v!==null&&s==='unanswered')d.cookie=C;
if(!n.cookieEnabled)s='deny';else if(w.CookiesOK||n.CookiesOK)s='allow';
r.setAttribute(${json(CONSENT_ATTRIBUTE)},s);
d.addEventListener('click',function(e){var t=e.target,b=t&&t.closest?t.closest('[data-consent-action]'):null,a=b&&b.getAttribute('data-consent-action');
if(a==='revoke'){d.cookie=C;a='unanswered'}else if(V.indexOf(a)>=0)d.cookie=${json(`${COOKIE_CONSENT.cookieName}=`)}+a+'; expires='+new Date(Date.now()+${EXPIRY_MS}).toUTCString()+${json(`; path=${COOKIE_CONSENT.path}; SameSite=Lax`)}+(location.protocol==='https:'?'; Secure':'');else return;
r.setAttribute(${json(CONSENT_ATTRIBUTE)},a);w.dispatchEvent(new CustomEvent(${json(CONSENT_EVENT)},{detail:a}));
if(a==='unanswered'){var x=d.getElementById(${json(BANNER_ID)});if(x)x.focus()}})})()`
