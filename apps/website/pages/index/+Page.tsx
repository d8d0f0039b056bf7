export default function Page() {
  return (
    <main id="main">
      <h1>Programska oprema po meri</h1>
      <p>Razvijamo sisteme za upravljanje vsebin, IPTV in mobilne aplikacije ter rešitve po meri.</p>
    </main>
  )
}
