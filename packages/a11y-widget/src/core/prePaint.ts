import {
  COLOR_THEMES,
  COOKIE_NAME,
  COOKIE_READABLE_VERSIONS,
  FONT_CHOICES,
  RESIZERS,
  TOGGLE_ATTRIBUTES,
} from './constants.js'

/*
 * For prerendered pages, which the server cannot tailor: an inline script in <head>, before any
 * stylesheet paints, copies the preferences cookie to <html> attributes, so there is no flash of the
 * default look. It mirrors parsePreferencesValue (parseCookie.ts) exactly; prePaint.test.ts runs both on
 * the same malformed cookies and compares. ES5 only, never throws, no globals left behind.
 */

const ranges = Object.fromEntries(
  Object.values(RESIZERS).map((range) => [
    range.attribute,
    [range.min, range.max, range.step, range.default],
  ]),
)
const choices = {
  font: FONT_CHOICES.filter((font) => font !== 'default').join(' '),
  theme: COLOR_THEMES.join(' '),
  motion: 'paused running',
  ...Object.fromEntries(Object.values(TOGGLE_ATTRIBUTES)),
}

/** Inline `<script>` body for prerendered pages: applies the cookie's preferences before first paint. */
export const prePaintScript: string =
  '(function(){try{' +
  'var d=document.documentElement,h={}.hasOwnProperty,' +
  `m=document.cookie.match(/(?:^|;)\\s*${COOKIE_NAME}=([^;]*)/),` +
  `r=${JSON.stringify(ranges)},e=${JSON.stringify(choices)},a=Object.create(null),s,i,j,k,v,g,n;` +
  'if(!d.getAttribute("data-theme"))d.setAttribute("data-theme","default");' +
  'if(!m)return;' +
  's=decodeURIComponent(m[1].replace(/\\s+$/,"")).split("&");' +
  'for(i=0;i<s.length;i++){j=s[i].indexOf("=");if(j<1)continue;k=s[i].slice(0,j);if(!(k in a))a[k]=s[i].slice(j+1)}' +
  `if(${JSON.stringify(COOKIE_READABLE_VERSIONS)}.indexOf(a.v)<0)return;` +
  'for(k in a){v=a[k];' +
  'if(h.call(r,k)){g=r[k];if(!/^-?\\d+(\\.\\d+)?$/.test(v))continue;n=+v;' +
  'if(n<g[0]-1e-9||n>g[1]+1e-9)continue;j=(n-g[0])/g[2];if(Math.abs(j-Math.round(j))>=1e-6)continue;' +
  'n=Math.round(n*10)/10;if(n!==g[3])d.setAttribute("data-a11y-"+k,String(n))}' +
  'else if(h.call(e,k)&&(" "+e[k]+" ").indexOf(" "+v+" ")>=0){' +
  // A version 1 cookie's theme=default is no choice (parsePreferencesValue's migration).
  'if(k==="theme"){if(a.v==="1"&&v==="default")continue;d.setAttribute("data-theme",v)}' +
  'd.setAttribute("data-a11y-"+k,v)}}' +
  '}catch(x){}})()'

/**
 * CSP source for `prePaintScript`, for `script-src`. Kept as a literal so no entry needs a crypto API
 * at import time; prePaint.test.ts recomputes it and fails with the right value if the script changes.
 */
export const prePaintScriptHash = 'sha256-OBDj+pR9qE8DWFJAmyxJAb9eItB1YRz3ES1GCO+qbbE='
