/**
 * The spec's route rule in the browser: "a trailing .html or /index.html on a path is stripped before matching".
 * Pages are written as `x/index.html`, so a plain static host already serves `/x/index.html` (the page's script
 * then shows its own URL, `/x`, without reloading); `/x.html` reaches the not-found page, whose script asks the
 * host whether the stripped path is a page and, when it is, goes there. Query string and hash are kept.
 */

/**
 * The inline script for a page served at `own` (its URL, base and locale included); for the not-found page
 * (`notFound`), `own` is the path it answers to itself (`/404`), which a host may serve as 404.html: no page.
 */
export function routeRuleScript(own: string, notFound = false): string {
  if (!notFound) {
    return (
      `(function(){var l=location,p=l.pathname,o=${inlineString(own)};try{p=decodeURI(p)}catch(e){}` +
      `if(/\\.html$/.test(p)&&p!==o)history.replaceState(history.state,'',encodeURI(o)+l.search+l.hash)})()`
    );
  }
  // Stripped as the script strips the address: a Docusaurus site's not-found page names itself `/404.html`.
  const ownStripped = inlineString(own.replace(/(\/index)?\.html$/, '') || '/');
  // A HEAD request, not a list of pages: the not-found page stays small, and the host knows what it serves.
  return (
    `(function(){var l=location,s=l.pathname.replace(/(\\/index)?\\.html$/,'')||'/';if(s===l.pathname||s===${ownStripped})return;` +
    `fetch(s,{method:'HEAD'}).then(function(r){if(r.ok)l.replace(r.url+l.search+l.hash)}).catch(function(){})})()`
  );
}

/** `text` as a string literal of an inline script: a `</script>` in it cannot end the script. */
function inlineString(text: string): string {
  return JSON.stringify(text).replace(/</g, '\\u003c');
}
