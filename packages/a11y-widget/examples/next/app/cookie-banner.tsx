// Stands in for your cookie banner or consent manager: a form that works without JavaScript. The
// answer goes to app/consent/route.ts, which sets the consent cookie and sends the visitor back; the
// layout then reads it and passes `consent` to the widget's provider.
export function CookieBanner() {
  return (
    <section aria-label="Cookies on this site" className="cookie-banner">
      <p>
        May we remember your accessibility settings for 180 days? Without your consent they last until you
        close the browser.
      </p>
      <form method="post" action="/consent">
        <button type="submit" name="answer" value="granted">
          I agree
        </button>{' '}
        <button type="submit" name="answer" value="denied">
          Reject
        </button>
      </form>
    </section>
  )
}
